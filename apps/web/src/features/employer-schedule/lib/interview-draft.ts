import type { AdminInterview, AdminInterviewInput, AdminInterviewUpdate } from '@careers/shared';
import { fromInstant, isAhead, toInstant, type DateTimeValue } from './date-time-value.ts';
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

const timeError = (value: DateTimeValue | null, timeZone: string, now = new Date()) =>
  value === null
    ? 'errors.timeMissing'
    : isAhead(value, timeZone, now)
      ? undefined
      : 'errors.timePast';

/** What is wrong with the details every interview has (stage, length, link), by field. */
const detailErrors = (fields: DraftFields): InterviewDraftErrors => {
  const duration = Number(fields.durationMinutes);
  return {
    ...(!fields.stage.trim() && { stage: 'errors.stage' }),
    ...(!(Number.isInteger(duration) && duration >= 5 && duration <= 1440) && {
      durationMinutes: 'errors.duration',
    }),
    ...(fields.videoUrl.trim() &&
      !isWebLink(fields.videoUrl.trim()) && { videoUrl: 'errors.webLink' }),
  };
};

/** The details as the body sends them: trimmed, empty ones left out, interviewers listed. */
const detailsOf = (fields: DraftFields) => ({
  stage: fields.stage.trim(),
  duration_minutes: Number(fields.durationMinutes),
  ...(fields.location.trim() && { location: fields.location.trim() }),
  ...(fields.videoUrl.trim() && { video_url: fields.videoUrl.trim() }),
  interviewers: fields.interviewers
    .split(/[,،、，]/)
    .map((name) => name.trim())
    .filter(Boolean),
  instructions: fields.instructions.trim(),
});

/** The draft as the schedule call's body, or what to fix first (nothing is sent then). */
export const readInterviewDraft = (
  draft: InterviewDraft,
  now = new Date(),
):
  | { body: AdminInterviewInput; errors?: never }
  | { body?: never; errors: InterviewDraftErrors } => {
  const slotErrors = draft.slots.map((slot) => timeError(slot, draft.timeZone, now));
  const errors: InterviewDraftErrors = {
    ...(!draft.application && { application: 'errors.application' }),
    ...detailErrors(draft),
    ...(draft.mode === 'time' && timeError(draft.time, draft.timeZone, now)
      ? { time: timeError(draft.time, draft.timeZone, now) }
      : {}),
    ...(draft.mode === 'slots' && slotErrors.some(Boolean) && { slots: slotErrors }),
  };
  if (Object.keys(errors).length > 0 || !draft.application) return { errors };
  const times =
    draft.mode === 'time'
      ? { starts_at: toInstant(draft.time!, draft.timeZone) }
      : { slots: [...new Set(draft.slots.map((slot) => toInstant(slot!, draft.timeZone)))] };
  const { stage, ...details } = detailsOf(draft);
  return {
    body: {
      candidate_email: draft.application.email,
      application_id: draft.application.id,
      stage,
      ...times,
      time_zone: draft.timeZone,
      ...details,
    },
  };
};

/** An interview's details as the edit form's fields, its time read in `timeZone`. */
export const interviewFieldsOf = (interview: AdminInterview, timeZone: string): DraftFields => ({
  stage: interview.stage,
  durationMinutes: String(interview.duration_minutes),
  mode: interview.starts_at ? 'time' : 'slots',
  time: interview.starts_at ? fromInstant(interview.starts_at, timeZone) : null,
  location: interview.location ?? '',
  videoUrl: interview.video_url ?? '',
  interviewers: interview.interviewers.join(', '),
  instructions: interview.instructions,
});

/**
 * The edit form as the update's body, or what to fix first. The time is sent only for an
 * interview that has one (`mode` 'time'); one still awaiting the candidate's choice keeps its
 * offered times. A time moved into the past is refused; one left as it was is kept.
 */
export const readInterviewEdit = (
  fields: DraftFields,
  options: { timeZone: string; original: AdminInterview; now?: Date },
):
  | { body: AdminInterviewUpdate; errors?: never }
  | { body?: never; errors: InterviewDraftErrors } => {
  const { timeZone, original } = options;
  const startsAt = fields.mode === 'time' && fields.time ? toInstant(fields.time, timeZone) : null;
  const isUnmoved =
    startsAt !== null && Date.parse(startsAt) === Date.parse(original.starts_at ?? '');
  const time =
    fields.mode === 'time' && !isUnmoved
      ? timeError(fields.time, timeZone, options.now)
      : undefined;
  const errors: InterviewDraftErrors = { ...detailErrors(fields), ...(time && { time }) };
  if (Object.keys(errors).length > 0) return { errors };
  const details = detailsOf(fields);
  return {
    body: {
      ...details,
      ...(startsAt && { starts_at: startsAt }),
      time_zone: timeZone,
      location: details.location ?? null,
      video_url: details.video_url ?? null,
    },
  };
};
