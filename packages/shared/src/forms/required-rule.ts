import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import type { FormItem } from './form-definition.ts';
import { toPhoneParts } from './phone-rules.ts';

const shortLabelLimit = 30;

/** The label without trailing punctuation, when it is short enough to name the field. */
export function shortLabel(label: string | undefined): string | null {
  if (!label) return null;
  const trimmed = label.trim().replace(/[\s\p{P}]+$/u, '');
  return trimmed && trimmed.length <= shortLabelLimit ? trimmed : null;
}

/** Whether a value counts as no answer for the field's type. */
export function isEmptyValue(item: FormItem, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (item.type === 'phone') return toPhoneParts(value).number.trim() === '';
  if (item.type === 'dateRange') {
    const range = value as { startDate?: string | null; endDate?: string | null };
    return !range.startDate && !range.endDate;
  }
  if (item.type === 'checkboxItem') return value !== true;
  return false;
}

export function requiredError(item: FormItem, customMessage?: string): FieldError {
  if (customMessage) return fieldError('required', {}, customMessage);
  if (item.type === 'skillSelector') return fieldError('skillRequired');
  const name = shortLabel(item.label);
  return name ? fieldError('requiredNamed', { name }) : fieldError('required');
}
