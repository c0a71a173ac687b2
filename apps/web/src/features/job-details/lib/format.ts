import type { PositionDetail } from '@careers/shared';

const DAY_SECONDS = 24 * 60 * 60;

/** 'today', '3 days ago', '2 weeks ago' in the page's language. */
export const formatPosted = (postedTs: number, nowMs: number, language: string): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const days = Math.max(0, Math.floor((nowMs / 1000 - postedTs) / DAY_SECONDS));
  if (days < 7) return format.format(-days, 'day');
  if (days < 31) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
};

/** '€70,000 – €90,000' (the period is said by the caller), or undefined without a salary. */
export const formatSalaryRange = (
  salary: PositionDetail['salary'],
  language: string,
): string | undefined => {
  if (!salary || (salary.min === null && salary.max === null)) return undefined;
  const money = (value: number) =>
    salary.currency
      ? new Intl.NumberFormat(language, {
          style: 'currency',
          currency: salary.currency,
          maximumFractionDigits: 0,
        }).format(value)
      : new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  if (salary.min !== null && salary.max !== null && salary.min !== salary.max)
    return `${money(salary.min)} – ${money(salary.max)}`;
  return money(salary.min ?? salary.max ?? 0);
};
