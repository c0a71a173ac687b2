import type { PositionDetail } from '@careers/shared';

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
