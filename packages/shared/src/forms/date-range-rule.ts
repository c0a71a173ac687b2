import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import { parseMonthYear, todayStamp } from './form-dates.ts';
import type { DateRangeValue } from './form-value-shapes.ts';

/** Date range: both ends needed once either is given, MM/YYYY format, optional no-future start. */
export function checkDateRange(
  value: Partial<DateRangeValue> | null | undefined,
  options: { isRequired: boolean; disallowFutureStartDate?: boolean; now: Date },
): FieldError | null {
  const range = (value && typeof value === 'object' ? value : {}) as Partial<DateRangeValue>;
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
  const isCurrent = range.isCurrent === true;
  const start = text(range.startDate);
  const end = isCurrent ? text(range.endDate) || 'current' : text(range.endDate);
  if (!start && !end) {
    return options.isRequired ? fieldError('dateRangeIncomplete') : null;
  }
  if (!start || !end) return fieldError('dateRangeIncomplete');
  const startDay = parseMonthYear(start);
  const endDay = isCurrent ? todayStamp(options.now) : parseMonthYear(end);
  if (startDay === null || endDay === null) return fieldError('invalidDate');
  if (options.disallowFutureStartDate && startDay > todayStamp(options.now)) {
    return fieldError('futureStartDate');
  }
  if (endDay < startDay) return fieldError('dateComparisonAfter', { field: start });
  return null;
}
