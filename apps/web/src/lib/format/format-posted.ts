const DAY_SECONDS = 24 * 60 * 60;

/** 'today', 'yesterday', '3 days ago', '2 weeks ago', '5 months ago' in the reader's language. */
export const formatDaysAgo = (days: number, language: string): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const whole = Math.max(0, Math.floor(days));
  if (whole < 7) return format.format(-whole, 'day');
  if (whole < 31) return format.format(-Math.floor(whole / 7), 'week');
  if (whole < 365) return format.format(-Math.floor(whole / 30), 'month');
  return format.format(-Math.floor(whole / 365), 'year');
};

/** When a position was posted (`postedTs` in seconds), relative to now, in the reader's language. */
export const formatPosted = (postedTs: number, nowMs: number, language: string): string =>
  formatDaysAgo((nowMs / 1000 - postedTs) / DAY_SECONDS, language);
