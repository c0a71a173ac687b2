import { formatPhoneForDisplay, parseIsoDate } from '@careers/shared/forms/index';
import type { DateRangeValue, FormItem } from '@careers/shared/forms/index';

/** Localised medium date of a 'YYYY-MM-DD' value; the raw text when it does not parse. */
export function formatViewDate(value: string, language: string): string {
  const day = parseIsoDate(value);
  if (day === null) return value;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  } catch {
    return value;
  }
}

/** Plain text of a value for view mode; null when there is no answer. */
export function formatViewText(
  item: FormItem,
  value: unknown,
  labels: { language: string; yes: string; no: string; present: string },
): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (item.type) {
    case 'checkboxItem':
      return value === true ? labels.yes : labels.no;
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : [];
      const options = item.checkboxOptions?.options ?? [];
      const text = chosen.map(
        (entry) => options.find((option) => option.value === entry)?.label ?? String(entry),
      );
      return text.length ? text.join(', ') : null;
    }
    case 'radio':
      return (
        item.radioOptions?.options.find((option) => option.value === value)?.label ?? String(value)
      );
    case 'date':
      return formatViewDate(String(value), labels.language);
    case 'dateRange': {
      const range = value as Partial<DateRangeValue>;
      if (!range.startDate) return null;
      return `${range.startDate} – ${range.isCurrent ? labels.present : (range.endDate ?? '')}`;
    }
    case 'phone':
      return formatPhoneForDisplay(value) || null;
    default:
      return typeof value === 'object' ? null : String(value);
  }
}
