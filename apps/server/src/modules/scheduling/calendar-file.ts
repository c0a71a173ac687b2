import ical, { ICalEventStatus } from 'ical-generator';

export type CalendarEntry = {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  isCancelled: boolean;
  organizer: string;
};

/**
 * One event as an RFC 5545 calendar (`text/calendar`). Times are written in UTC, which every
 * calendar reads and shows in its owner's time zone; the employer's zone is in the description.
 */
export const calendarFile = (entry: CalendarEntry, now: Date) => {
  const calendar = ical({ prodId: { company: entry.organizer, product: 'careers' } });
  calendar.createEvent({
    id: entry.uid,
    stamp: now,
    start: entry.start,
    end: entry.end,
    summary: entry.summary,
    description: entry.description,
    ...(entry.location && { location: entry.location }),
    ...(entry.url && { url: entry.url }),
    status: entry.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
};

/** A file name for Content-Disposition: letters, digits and dashes only. */
export const calendarFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'calendar'
  }.ics`;
