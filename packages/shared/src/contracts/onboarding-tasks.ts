import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { emailSchema } from './auth.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';

/**
 * Onboarding tasks an employer assigns after an accepted offer: a form of the form toolkit to
 * fill in, an offer document to sign, or a plain task ("bring your passport").
 */
export const ONBOARDING_TASK_KINDS = ['form', 'document', 'plain'] as const;
export type OnboardingTaskKind = (typeof ONBOARDING_TASK_KINDS)[number];

/** The spec's onboarding statuses, and a task not begun yet. */
export const ONBOARDING_TASK_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type OnboardingTaskStatus = (typeof ONBOARDING_TASK_STATUSES)[number];

export const onboardingTaskSchema = z.object({
  id: z.number(),
  kind: z.enum(ONBOARDING_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  status: z.enum(ONBOARDING_TASK_STATUSES),
  /** ISO date-time, or null without a due date. */
  dueAt: z.string().nullable(),
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
  positionName: z.string(),
  /** Where the candidate does it: the form or the offer; null for a plain task. */
  link: z.string().nullable(),
  /** Only plain tasks are marked done by the candidate; forms and documents finish themselves. */
  canMarkDone: z.boolean(),
});
export type OnboardingTask = z.infer<typeof onboardingTaskSchema>;

export const onboardingTasksSchema = z.object({
  tasks: z.array(onboardingTaskSchema),
  progress: z.object({
    complete: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    status: z.enum(['complete', 'in_progress']),
  }),
});
export type OnboardingTasks = z.infer<typeof onboardingTasksSchema>;

/** POST /api/admin/onboarding_tasks : one task for the candidate of an accepted offer. */
export const createOnboardingTaskBodySchema = z
  .object({
    candidate_email: emailSchema,
    /** The accepted offer's enc_id. */
    offer_id: z.string().trim().min(1).max(100),
    kind: z.enum(ONBOARDING_TASK_KINDS),
    title: z.string().trim().min(1, 'Give the task a title.').max(200),
    description: z.string().trim().max(2000).default(''),
    due_at: z.iso.datetime({ offset: true, error: 'due_at is an ISO date-time.' }).optional(),
    /** kind form: the form's key; it is assigned to the candidate. */
    form_id: z.string().trim().min(1).max(100).optional(),
    /** kind document: a document of the offer. */
    document_id: z.int().positive().max(2_147_483_647).optional(),
  })
  .refine((body) => body.kind !== 'form' || body.form_id, {
    message: 'A form task names its form_id.',
    path: ['form_id'],
  })
  .refine((body) => body.kind !== 'document' || body.document_id, {
    message: 'A document task names its document_id.',
    path: ['document_id'],
  });
export type CreateOnboardingTaskBody = z.infer<typeof createOnboardingTaskBodySchema>;

const tags = ['onboarding tasks'] as const;

export const onboardingTaskEndpoints = defineEndpoints({
  listOnboardingTasks: {
    method: 'GET',
    path: '/api/pcsx/onboarding_tasks',
    summary: 'The candidate’s onboarding tasks with their progress',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: onboardingTasksSchema,
  },
  completeOnboardingTask: {
    method: 'POST',
    path: '/api/pcsx/onboarding_tasks/:id/done',
    summary: 'Mark a plain onboarding task done (forms and documents finish themselves)',
    tags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: onboardingTaskSchema,
    errors: ['task_not_manual'],
  },
  createOnboardingTask: {
    method: 'POST',
    path: '/api/admin/onboarding_tasks',
    summary: 'Assign an onboarding task to the candidate of an accepted offer',
    tags,
    access: 'admin',
    permission: 'forms',
    query: domainQuerySchema,
    body: createOnboardingTaskBodySchema,
    data: onboardingTaskSchema,
    status: 201,
    errors: ['offer_not_accepted'],
  },
});
