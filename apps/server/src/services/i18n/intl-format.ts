import type { Language } from '@careers/shared';

/** A number of minutes in words of the language ('10 Minuten', '١٠ دقائق', '10分'). */
export const formatMinutes = (minutes: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );

/** A day and time in the reader's language, in the given time zone, with the zone's name. */
export const formatDateTime = (date: Date, language: Language, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);

/** The day of an instant in the reader's language and time zone ('5. März 2026'). */
export const formatDate = (date: Date, language: Language, timeZone?: string | null) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: timeZone ?? 'UTC' }).format(
    date,
  );

/** A calendar day in the reader's language ('15. Januar 2026', '2026年1月15日'). */
export const formatDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A message's date parameter as the reader reads it: a calendar day ('2026-01-15') or an instant
 * (ISO 8601, shown in `timeZone`) formatted in their language; anything else (texts written
 * before dates were kept as dates) as it stands.
 */
export const formatDateParam = (value: string, language: Language, timeZone?: string) => {
  if (DAY.test(value)) return formatDay(value, language);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(new Date(value), language, timeZone);
  return value;
};
