/**
 * A moment in the reader's language and the browser's time zone ("Tue, 3 Mar 2026, 10:00"),
 * the zone's short name included when `withZone` (the first time on a page).
 */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export const formatDateTime = (iso: string, language: string, withZone = false) =>
  new Intl.DateTimeFormat(language, {
    ...DATE_AND_TIME,
    ...(withZone && { timeZoneName: 'short' }),
  }).format(new Date(iso));

/** The end of a span: the time alone when it ends the same day. */
export const formatTimeRange = (startIso: string, endIso: string, language: string) =>
  new Intl.DateTimeFormat(language, { ...DATE_AND_TIME, timeZoneName: 'short' }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );

/** The browser's time zone, as an IANA name (America/Chicago). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
