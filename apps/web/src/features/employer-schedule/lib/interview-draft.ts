import type { AdminInterviewInput } from '@careers/shared';
import { isAhead, toInstant, type DateTimeValue } from './date-time-value.ts';
import { isWebLink } from './web-link.ts';

export type InterviewDraft = {
  application: { id: number; email: string } | null;
  stage: string;
  durationMinutes: string;
  /** A set time, or times for the candidate to choose from. */
  mode: 'time' | 'slots';
  time: DateTimeValue | null;
  slots: (DateTimeValue | null)[];
  location: string;
  videoUrl: string;
  /** Names separated by commas. */
  interviewers: string;
  instructions: string;
  /** The zone the times are read in (the recruiter's), and the interview's. */
  timeZone: string;
};

/** What the form's own fields hold (the application, slots and zone are kept apart). */
export type DraftFields = Omit<InterviewDraft, 'application' | 'slots' | 'timeZone'>;

/** Catalogue keys (`errors.*`) of what is wrong, by field; `slots` by place. */
export type InterviewDraftErrors = {
  application?: string;
  stage?: string;
  durationMinutes?: string;
  time?: string;
  slots?: (string | undefined)[];
  videoUrl?: string;
};

const timeError = (value: DateTimeValue | null, timeZone: string, now: Date) =>
  value === null
    ? 'errors.timeMissing'
    : isAhead(value, timeZone, now)
      ? undefined
      : 'errors.timePast';

/** The draft as the schedule call's body, or what to fix first (nothing is sent then). */
export const readInterviewDraft = (
  draft: InterviewDraft,
  now = new Date(),
):
  | { body: AdminInterviewInput; errors?: never }
  | { body?: never; errors: InterviewDraftErrors } => {
  const duration = Number(draft.durationMinutes);
  const slotErrors = draft.slots.map((slot) => timeError(slot, draft.timeZone, now));
  const errors: InterviewDraftErrors = {
    ...(!draft.application && { application: 'errors.application' }),
    ...(!draft.stage.trim() && { stage: 'errors.stage' }),
    ...(!(Number.isInteger(duration) && duration >= 5 && duration <= 1440) && {
      durationMinutes: 'errors.duration',
    }),
    ...(draft.mode === 'time' && timeError(draft.time, draft.timeZone, now)
      ? { time: timeError(draft.time, draft.timeZone, now) }
      : {}),
    ...(draft.mode === 'slots' && slotErrors.some(Boolean) && { slots: slotErrors }),
    ...(draft.videoUrl.trim() &&
      !isWebLink(draft.videoUrl.trim()) && { videoUrl: 'errors.webLink' }),
  };
  if (Object.keys(errors).length > 0 || !draft.application) return { errors };
  const times =
    draft.mode === 'time'
      ? { starts_at: toInstant(draft.time!, draft.timeZone) }
      : { slots: [...new Set(draft.slots.map((slot) => toInstant(slot!, draft.timeZone)))] };
  return {
    body: {
      candidate_email: draft.application.email,
      application_id: draft.application.id,
      stage: draft.stage.trim(),
      ...times,
      duration_minutes: duration,
      time_zone: draft.timeZone,
      ...(draft.location.trim() && { location: draft.location.trim() }),
      ...(draft.videoUrl.trim() && { video_url: draft.videoUrl.trim() }),
      interviewers: draft.interviewers
        .split(/[,،、，]/)
        .map((name) => name.trim())
        .filter(Boolean),
      instructions: draft.instructions.trim(),
    },
  };
};
