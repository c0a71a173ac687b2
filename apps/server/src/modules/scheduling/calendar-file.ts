import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

dayjs.extend(utc);
dayjs.extend(timezone);

type Person = { name: string; email: string };

export type CalendarEntry = {
  /** Stable across downloads and changes, so a calendar updates the entry instead of adding one. */
  uid: string;
  /** Raised on every change of the entry (RFC 5545 3.8.7.4), so the newest version wins. */
  sequence: number;
  start: Date;
  end: Date;
  /** The IANA zone the employer set the time in: the file's times are written in it. */
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  isCancelled: boolean;
  organizer: Person;
  /**
   * The candidate an interview is with: the file is then an iTIP REQUEST to them (CANCEL once
   * cancelled); without one (a career event) it is PUBLISHed for anyone to add.
   */
  attendee?: Person;
};

let knownZones: Set<string> | undefined;

/** The zone's VTIMEZONE and the TZID it names (an alias reads as its zone: UTC is Etc/UTC). */
const vtimezoneOf = (zone: string) => {
  knownZones ??= new Set(tzlib_get_timezones() as string[]);
  if (!knownZones.has(zone)) return undefined;
  const [block] = tzlib_get_ical_block(zone) as [string, string];
  const tzid = /^TZID:(.+)$/m.exec(block)?.[1]?.trim();
  return tzid ? { tzid, block } : undefined;
};

const methodOf = (entry: CalendarEntry) => {
  if (!entry.attendee) return ICalCalendarMethod.PUBLISH;
  return entry.isCancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
};

/**
 * One event as an RFC 5545 calendar (`text/calendar`) and an iTIP message (RFC 5546): METHOD,
 * ORGANIZER, the candidate as ATTENDEE, a stable UID with its SEQUENCE, DTSTAMP in UTC, and the
 * times in the employer's zone (DTSTART;TZID= with its VTIMEZONE, from timezones-ical-library).
 * A zone the library does not know is written as UTC times.
 */
export const calendarFile = (entry: CalendarEntry, now: Date) => {
  const zone = vtimezoneOf(entry.timeZone);
  const calendar = ical({
    prodId: { company: entry.organizer.name, product: 'careers' },
    method: methodOf(entry),
    ...(zone && { timezone: { name: null, generator: () => zone.block } }),
  });
  const at = (date: Date) => (zone ? dayjs(date).tz(zone.tzid) : date);
  calendar.createEvent({
    id: entry.uid,
    sequence: entry.sequence,
    stamp: now,
    start: at(entry.start),
    end: at(entry.end),
    ...(zone && { timezone: zone.tzid }),
    summary: entry.summary,
    description: entry.description,
    ...(entry.location && { location: entry.location }),
    ...(entry.url && { url: entry.url }),
    status: entry.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: entry.organizer,
    attendees: entry.attendee
      ? [
          {
            ...entry.attendee,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            // the organizer's address takes no replies: the candidate answers on the site
            rsvp: false,
          },
        ]
      : [],
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

/** A revision number from the row's own times: it grows with every change (updated_at moves). */
export const sequenceOf = (row: { created_at: Date; updated_at: Date }) =>
  Math.max(0, Math.floor((row.updated_at.getTime() - row.created_at.getTime()) / 1000));

/** The organizer of the tenant's calendar entries: its name, at the address its mail is sent from. */
export const organizerOf = (tenantName: string, mailFrom: string): Person => ({
  name: tenantName,
  email: /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim(),
});
