const DAY_SECONDS = 24 * 60 * 60;

/** 'today', 'yesterday', '3 days ago', '2 weeks ago', '5 months ago' in the page's language. */
export const formatPosted = (postedTs: number, nowMs: number, language: string): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const days = Math.max(0, Math.floor((nowMs / 1000 - postedTs) / DAY_SECONDS));
  if (days < 7) return format.format(-days, 'day');
  if (days < 31) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
};
