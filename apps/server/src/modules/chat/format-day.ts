/** A day in the reader's language, as the candidate's pages write it ('22 November 2026'). */
export const formatDay = (date: Date, language: string, timeZone = 'UTC') => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
};

/** A time of day in the reader's language, in the time zone it happens in. */
export const formatTime = (date: Date, language: string, timeZone = 'UTC') => {
  try {
    return new Intl.DateTimeFormat(language, {
      timeStyle: 'short',
      timeZone,
      timeZoneName: 'short',
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
  }
};
