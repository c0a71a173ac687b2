import type { StoredPosition } from '../positions/index.ts';

const JOB_TYPES: Record<StoredPosition['employmentType'], string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  internship: 'internship',
  temporary: 'temporary',
};

/** Indeed's job type words. */
export const feedJobType = (position: StoredPosition) => JOB_TYPES[position.employmentType];

/** Indeed's remote types: fully remote, hybrid remote, or nothing for an on-site job. */
export const feedRemoteType = (position: StoredPosition) =>
  position.workplaceType === 'remote'
    ? 'Fully remote'
    : position.workplaceType === 'hybrid'
      ? 'Hybrid remote'
      : '';

const PERIODS = { year: 'per year', month: 'per month', hour: 'per hour' } as const;

/** "EUR 60,000 - 80,000 per year"; empty when the position states no salary. */
export const feedSalary = (position: StoredPosition) => {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod } = position;
  if (min === null && max === null) return '';
  const amount = (value: number) => value.toLocaleString('en-US');
  const range =
    min !== null && max !== null && min !== max
      ? `${amount(min)} - ${amount(max)}`
      : amount((min ?? max)!);
  return [currency, range, salaryPeriod && PERIODS[salaryPeriod]].filter(Boolean).join(' ');
};

/** RFC 822 dates, as RSS and Indeed read them: "Tue, 24 Nov 2026 03:00:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();
