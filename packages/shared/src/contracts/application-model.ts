import { z } from 'zod';

/** An application as the candidate sees it: its status, and on the dashboard its history. */
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

/**
 * What happens next, by status; the client words it. An application that is over has no next step.
 */
export const APPLICATION_NEXT_STEPS = [
  'awaiting_review',
  'awaiting_decision',
  'prepare_interview',
  'review_offer',
  'start_onboarding',
  'none',
] as const;
export type ApplicationNextStep = (typeof APPLICATION_NEXT_STEPS)[number];

export const NEXT_STEP_OF_STATUS: Record<ApplicationStatus, ApplicationNextStep> = {
  submitted: 'awaiting_review',
  in_review: 'awaiting_decision',
  interviewing: 'prepare_interview',
  offered: 'review_offer',
  hired: 'start_onboarding',
  rejected: 'none',
  withdrawn: 'none',
};

/** One status change of an application, oldest first in `history`. */
export const applicationStatusEventSchema = z.object({
  status: applicationStatusSchema,
  /** ISO 8601. */
  created_at: z.string(),
});
export type ApplicationStatusEvent = z.infer<typeof applicationStatusEventSchema>;

export const dashboardApplicationSchema = applicationSchema.extend({
  history: z.array(applicationStatusEventSchema),
  nextStep: z.enum(APPLICATION_NEXT_STEPS),
  /** The candidate may still withdraw it. */
  canWithdraw: z.boolean(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;
