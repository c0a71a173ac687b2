import {
  now,
  parseAbsolute,
  toCalendarDateTime,
  toZoned,
  type CalendarDateTime,
} from '@internationalized/date';

/** What a date-time field holds: a wall-clock time, read in the reader's time zone. */
export type DateTimeValue = CalendarDateTime;

/** The instant a wall-clock time names in `timeZone`, as ISO 8601 with its offset (Z). */
export const toInstant = (value: DateTimeValue, timeZone: string) =>
  toZoned(value, timeZone).toAbsoluteString();

/** The wall-clock time of an instant in `timeZone`, to edit it. */
export const fromInstant = (iso: string, timeZone: string): DateTimeValue =>
  toCalendarDateTime(parseAbsolute(iso, timeZone));

/** A round time to start from: `daysAhead` days from now at `hour`:00 in `timeZone`. */
export const suggestedTime = (timeZone: string, daysAhead: number, hour = 10): DateTimeValue =>
  toCalendarDateTime(now(timeZone))
    .add({ days: daysAhead })
    .set({ hour, minute: 0, second: 0, millisecond: 0 });

/** Whether the wall-clock time in `timeZone` is still ahead of `at`. */
export const isAhead = (value: DateTimeValue, timeZone: string, at = new Date()) =>
  Date.parse(toInstant(value, timeZone)) > at.getTime();
