import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import { addToDay, parseIsoDate, todayStamp } from './form-dates.ts';
import type { DateComparisonValue, DatePatternValue } from './form-rules-schema.ts';

/** Date pattern rule on a 'YYYY-MM-DD' value . */
export function checkDatePattern(
  value: string,
  rule: DatePatternValue,
  now: Date,
  customMessage?: string,
): FieldError | null {
  if (!value) return null;
  const day = parseIsoDate(value);
  if (day === null) return fieldError('invalidDate', {}, customMessage);
  const today = todayStamp(now);
  const fail = (key: Parameters<typeof fieldError>[0], params = {}) =>
    fieldError(key, params, customMessage);
  const ref = (text: string | undefined) => (text ? parseIsoDate(text) : null);
  switch (rule.pattern) {
    case 'is_today':
      return day === today ? null : fail('dateIsToday');
    case 'is_in_future':
      return day > today ? null : fail('dateIsFuture');
    case 'is_in_past':
      return day < today ? null : fail('dateIsPast');
    case 'is_on': {
      const on = ref(rule.date);
      return on === null || day === on ? null : fail('dateIsOn', { date: rule.date ?? '' });
    }
    case 'is_before': {
      const before = ref(rule.date);
      return before === null || day < before
        ? null
        : fail('dateIsBefore', { date: rule.date ?? '' });
    }
    case 'is_after': {
      const after = ref(rule.date);
      return after === null || day > after ? null : fail('dateIsAfter', { date: rule.date ?? '' });
    }
    case 'is_between':
    case 'is_not_between': {
      const from = ref(rule.from);
      const to = ref(rule.to);
      if (from === null || to === null) return null;
      const inside = day >= from && day <= to;
      const params = { from: rule.from ?? '', to: rule.to ?? '' };
      if (rule.pattern === 'is_between') return inside ? null : fail('dateIsBetween', params);
      return inside ? fail('dateIsNotBetween', params) : null;
    }
    case 'is_relative_to_today': {
      const count = rule.duration ?? 0;
      const unit = rule.unit ?? 'days';
      if (rule.direction === 'next') {
        const limit = addToDay(today, count, unit);
        return day >= today && day <= limit ? null : fail('dateRelativeNext', { count, unit });
      }
      const limit = addToDay(today, -count, unit);
      return day <= today && day >= limit ? null : fail('dateRelativePast', { count, unit });
    }
  }
}

/** date_comparison: compares with another field's date, operator after or before. */
export function checkDateComparison(
  value: string,
  rule: DateComparisonValue,
  otherValue: unknown,
  otherLabel: string,
  customMessage?: string,
): FieldError | null {
  if (!value) return null;
  const day = parseIsoDate(value);
  if (day === null) return fieldError('invalidDate', {}, customMessage);
  const other = typeof otherValue === 'string' ? parseIsoDate(otherValue) : null;
  if (other === null) return null;
  if (rule.operator === 'after') {
    return day > other
      ? null
      : fieldError('dateComparisonAfter', { field: otherLabel }, customMessage);
  }
  return day < other
    ? null
    : fieldError('dateComparisonBefore', { field: otherLabel }, customMessage);
}
