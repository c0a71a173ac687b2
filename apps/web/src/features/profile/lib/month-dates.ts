import type { DateRangeValue } from '@careers/shared/forms/index';

/** `2021-03` (or `2021-03-15`) as the toolkit's date range shows it: `03/2021`. */
const toMonthYear = (date: string | null) => {
  const match = date?.match(/^(\d{4})-(\d{2})/);
  return match ? `${match[2]}/${match[1]}` : null;
};

/** `03/2021` back to the profile's `2021-03`; anything else is no date. */
const fromMonthYear = (value: string | null | undefined) => {
  const match = value?.match(/^(\d{2})\/(\d{4})$/);
  return match ? `${match[2]}-${match[1]}` : null;
};

type Dated = { startDate: string | null; endDate: string | null; isCurrent?: boolean };

export const toDateRange = (item: Dated): DateRangeValue | null =>
  item.startDate || item.endDate
    ? {
        startDate: toMonthYear(item.startDate),
        endDate: item.isCurrent ? null : toMonthYear(item.endDate),
        isCurrent: item.isCurrent ?? false,
      }
    : null;

export const fromDateRange = (value: unknown) => {
  const range = (value ?? null) as DateRangeValue | null;
  const isCurrent = range?.isCurrent ?? false;
  return {
    startDate: fromMonthYear(range?.startDate),
    endDate: isCurrent ? null : fromMonthYear(range?.endDate),
    isCurrent,
  };
};

/** A period for reading: `03/2021 – 06/2023`, `03/2021 – now`. */
export const periodText = (item: Dated, now: string) => {
  const start = toMonthYear(item.startDate);
  const end = item.isCurrent ? now : toMonthYear(item.endDate);
  return [start, end].filter(Boolean).join(' – ');
};
