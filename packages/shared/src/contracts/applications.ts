import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';
import { formAnswersSchema, savedResponseSchema, storedFormSchema } from './forms.ts';

export const positionIdQuerySchema = domainQuerySchema.extend({
  position_id: z.coerce.number().int().positive(),
});

/** GET /api/pcsx/apply_form : the tenant's application form for a position, prefilled. */
export const applyFormResponseSchema = dataEnvelope(
  z.object({
    form: storedFormSchema,
    position: z.object({ id: z.number(), name: z.string() }),
    /** Answers taken from the candidate's profile, for fields the draft leaves empty. */
    prefill: formAnswersSchema,
    response: savedResponseSchema.nullable(),
  }),
);

export const applyAnswersBodySchema = z.object({
  domain: z.string().optional(),
  position_id: z.coerce.number().int().positive(),
  answers: formAnswersSchema,
  /** A visitor applying while signed out gives an email address. */
  email: z.email().max(254).optional(),
});
export type ApplyAnswersBody = z.infer<typeof applyAnswersBodySchema>;

export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
/** Statuses of applications that are over (the dashboard's inactive list). */
export const INACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'hired',
  'rejected',
  'withdrawn',
];

export const applicationSchema = z.object({
  id: z.number(),
  position_id: z.number(),
  position: z.object({ id: z.number(), name: z.string(), archived_at: z.string().nullable() }),
  status: applicationStatusSchema,
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const submitApplicationResponseSchema = dataEnvelope(applicationSchema);

/** GET /api/pcsx/dashboard/applications (spec 001 section 7). */
export const dashboardApplicationsResponseSchema = dataEnvelope(
  z.object({
    applications: z.array(applicationSchema),
    inactiveApplications: z.array(applicationSchema),
  }),
);

/** A draft has position_id and position.archived_at (spec 001 section 3). */
export const draftApplicationSchema = z.object({
  position_id: z.number(),
  position: z.object({ id: z.number(), name: z.string(), archived_at: z.string().nullable() }),
  updated_at: z.string(),
});
export type DraftApplication = z.infer<typeof draftApplicationSchema>;

export const draftApplicationsResponseSchema = dataEnvelope(
  z.object({ draft_applications: z.array(draftApplicationSchema) }),
);

/** DELETE /api/pcsx/draft_applications : body position_ids (list). */
export const deleteDraftApplicationsBodySchema = z.object({
  domain: z.string().optional(),
  position_ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
});
export const deleteDraftApplicationsResponseSchema = dataEnvelope(
  z.object({ deleted: z.number().int() }),
);
