const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago a notification came, in the largest whole unit, in the reader's language through
 * Intl.RelativeTimeFormat ('5 minutes ago', 'il y a 2 jours', 'قبل ساعتين'). Undefined under a
 * minute, shown as 'Just now'.
 */
export const formatTimeAgo = (createdAt: string, now: number, language: string) => {
  const elapsed = Math.max(0, now - new Date(createdAt).getTime());
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    const amount = Math.floor(elapsed / ms);
    if (amount >= 1) return format.format(-amount, unit);
  }
  return undefined;
};
