import type { AdminEvent, AdminEventInput, EventKind } from '@careers/shared';
import { fromInstant, suggestedTime, toInstant, type DateTimeValue } from './date-time-value.ts';
import { isWebLink } from './web-link.ts';

export type EventDraft = {
  title: string;
  kind: EventKind;
  description: string;
  startsAt: DateTimeValue | null;
  endsAt: DateTimeValue | null;
  location: string;
  url: string;
  /** Empty: no limit. */
  capacity: string;
};

/** Catalogue keys (`errors.*`) of what is wrong, by field. */
export type EventDraftErrors = Partial<Record<keyof EventDraft, string>>;

/** A new event's draft: tomorrow, 10:00 to 12:00 in `timeZone`. */
export const newEventDraft = (timeZone: string): EventDraft => ({
  title: '',
  kind: 'open_day',
  description: '',
  startsAt: suggestedTime(timeZone, 1, 10),
  endsAt: suggestedTime(timeZone, 1, 12),
  location: '',
  url: '',
  capacity: '',
});

/** An existing event as a draft, its times read in `timeZone`. */
export const eventDraftOf = (event: AdminEvent, timeZone: string): EventDraft => ({
  title: event.title,
  kind: event.kind,
  description: event.description,
  startsAt: fromInstant(event.starts_at, timeZone),
  endsAt: fromInstant(event.ends_at, timeZone),
  location: event.location ?? '',
  url: event.url ?? '',
  capacity: event.capacity === null ? '' : String(event.capacity),
});

/**
 * The draft as the event's body (times read in `readIn`, the event kept in `eventTimeZone`), or
 * what to fix first.
 */
export const readEventDraft = (
  draft: EventDraft,
  zones: { readIn: string; eventTimeZone: string },
): { body: AdminEventInput; errors?: never } | { body?: never; errors: EventDraftErrors } => {
  const capacity = draft.capacity.trim() === '' ? null : Number(draft.capacity);
  const startsAt = draft.startsAt && toInstant(draft.startsAt, zones.readIn);
  const endsAt = draft.endsAt && toInstant(draft.endsAt, zones.readIn);
  const errors: EventDraftErrors = {
    ...(!draft.title.trim() && { title: 'errors.title' }),
    ...(!startsAt && { startsAt: 'errors.timeMissing' }),
    ...(!endsAt
      ? { endsAt: 'errors.timeMissing' }
      : startsAt &&
        Date.parse(endsAt) <= Date.parse(startsAt) && { endsAt: 'errors.endsBeforeStart' }),
    ...(draft.url.trim() && !isWebLink(draft.url.trim()) && { url: 'errors.webLink' }),
    ...(capacity !== null &&
      !(Number.isInteger(capacity) && capacity > 0) && {
        capacity: 'errors.capacity',
      }),
  };
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { errors };
  return {
    body: {
      title: draft.title.trim(),
      description: draft.description.trim(),
      kind: draft.kind,
      starts_at: startsAt,
      ends_at: endsAt,
      time_zone: zones.eventTimeZone,
      location: draft.location.trim() || null,
      url: draft.url.trim() || null,
      capacity,
    },
  };
};
