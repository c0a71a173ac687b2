type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNITS: [Unit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * The `{time}` of '{time} ago': the largest whole unit, in the interface language ('5 minutes',
 * '2 jours'). Undefined under a minute, shown as 'Just now'.
 */
export const formatElapsed = (createdAt: string, now: number, language: string) => {
  const elapsed = Math.max(0, now - new Date(createdAt).getTime());
  for (const [unit, ms] of UNITS) {
    const amount = Math.floor(elapsed / ms);
    if (amount >= 1) {
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
      }).format(amount);
    }
  }
  return undefined;
};
