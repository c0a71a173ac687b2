import { z } from 'zod';
import { databaseIdSchema } from './common.ts';

/** Interviews and career events: what the candidate sees and what an employer sends (issue 13). */
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const EVENT_KINDS = ['fair', 'webinar', 'open_day'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_REGISTRATION_STATUSES = ['registered', 'cancelled'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/** An IANA time zone the runtime knows (`Europe/Berlin`). */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'Use an IANA time zone such as Europe/Berlin.' });
const instantSchema = z.iso.datetime({ offset: true });
const webLinkSchema = z.url({ protocol: /^https?$/ }).max(2000);

export const interviewSlotSchema = z.object({ id: z.number(), starts_at: z.string() });

export const interviewSchema = z.object({
  id: z.number(),
  position_name: z.string(),
  stage: z.string(),
  /** null until the employer set a time or the candidate chose a slot. */
  starts_at: z.string().nullable(),
  duration_minutes: z.number(),
  time_zone: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  interviewers: z.array(z.string()),
  instructions: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The free slots offered, while no time is set. */
  slots: z.array(interviewSlotSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({
  upcoming: z.array(interviewSchema),
  past: z.array(interviewSchema),
});
export type InterviewList = z.infer<typeof interviewListSchema>;

export const chooseInterviewSlotBodySchema = z.object({ slot_id: databaseIdSchema });

export const careerEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(EVENT_KINDS),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  capacity: z.number().nullable(),
  /** null: no limit. */
  spots_left: z.number().nullable(),
  /** The candidate's registration, null when they never registered. */
  registration_status: z.enum(EVENT_REGISTRATION_STATUSES).nullable(),
});
export type CareerEvent = z.infer<typeof careerEventSchema>;

export const careerEventListSchema = z.object({
  upcoming: z.array(careerEventSchema),
  /** Past events the candidate registered for. */
  past: z.array(careerEventSchema),
});
export type CareerEventList = z.infer<typeof careerEventListSchema>;

const MAX_SLOTS = 20;

/** What every interview has, set when it is scheduled and when it is edited. */
const interviewDetailsSchema = z.object({
  stage: z.string().trim().min(1).max(100),
  duration_minutes: z.number().int().min(5).max(1440),
  time_zone: timeZoneSchema,
  location: z.string().trim().min(1).max(300).optional(),
  video_url: webLinkSchema.optional(),
  interviewers: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  instructions: z.string().trim().max(4000).default(''),
  starts_at: instantSchema.optional(),
});

export const adminInterviewInputSchema = interviewDetailsSchema
  .extend({
    candidate_email: z.email().max(254),
    /** The application the interview belongs to; its position names the interview. */
    application_id: databaseIdSchema.optional(),
    position_name: z.string().trim().min(1).max(200).optional(),
    /** A set time (`starts_at`), or slots for the candidate to choose from (new times, or existing slots). */
    slots: z.array(instantSchema).max(MAX_SLOTS).optional(),
    slot_ids: z.array(databaseIdSchema).max(MAX_SLOTS).optional(),
  })
  .refine((input) => input.application_id !== undefined || input.position_name !== undefined, {
    error: 'Give application_id or position_name.',
    path: ['position_name'],
  })
  .refine(
    (input) =>
      (input.starts_at !== undefined) !== Boolean(input.slots?.length || input.slot_ids?.length),
    { error: 'Give either starts_at or slots (or slot_ids), not both.', path: ['starts_at'] },
  );
export type AdminInterviewInput = z.infer<typeof adminInterviewInputSchema>;

/**
 * An interview's details as edited from the console, replacing those stored. `starts_at` moves a
 * set time (the slot it was booked in is freed), or sets one for an interview still awaiting the
 * candidate's choice (the slots offered are withdrawn); absent, the time stays as it is.
 */
export const adminInterviewUpdateSchema = interviewDetailsSchema.extend({
  location: interviewDetailsSchema.shape.location.unwrap().nullish(),
  video_url: webLinkSchema.nullish(),
});
export type AdminInterviewUpdate = z.infer<typeof adminInterviewUpdateSchema>;

export const adminInterviewSchema = interviewSchema.extend({
  candidate_id: z.number(),
  application_id: z.number().nullable(),
  /** Every slot offered, booked or not. */
  offered_slots: z.array(interviewSlotSchema.extend({ is_booked: z.boolean() })),
});
export type AdminInterview = z.infer<typeof adminInterviewSchema>;

/** An interview in the console's list: who it is with, beside what the employer reads of it. */
export const adminInterviewListItemSchema = adminInterviewSchema.extend({
  candidate_name: z.string(),
  candidate_email: z.string(),
});
export type AdminInterviewListItem = z.infer<typeof adminInterviewListItemSchema>;

export const adminInterviewListSchema = z.object({
  upcoming: z.array(adminInterviewListItemSchema),
  /** Ended, cancelled or completed, latest first (the newest 100). */
  past: z.array(adminInterviewListItemSchema),
});

export const adminEventInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(8000).default(''),
    kind: z.enum(EVENT_KINDS),
    starts_at: instantSchema,
    ends_at: instantSchema,
    time_zone: timeZoneSchema,
    location: z.string().trim().min(1).max(300).nullish(),
    url: webLinkSchema.nullish(),
    capacity: z.number().int().positive().max(1_000_000).nullish(),
  })
  .refine((input) => Date.parse(input.ends_at) > Date.parse(input.starts_at), {
    error: 'ends_at must be after starts_at.',
    path: ['ends_at'],
  });
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;

export const adminEventSchema = careerEventSchema
  .omit({ registration_status: true })
  .extend({ registered_count: z.number() });

export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListSchema = z.object({
  /** Not over yet, soonest first. */
  upcoming: z.array(adminEventSchema),
  /** Over, latest first (the newest 100). */
  past: z.array(adminEventSchema),
});

export const eventRegistrationsSchema = z.array(
  z.object({
    candidate_id: z.number(),
    email: z.string(),
    name: z.string(),
    status: z.enum(EVENT_REGISTRATION_STATUSES),
    registered_at: z.string(),
  }),
);
export type EventRegistration = z.infer<typeof eventRegistrationsSchema>[number];
