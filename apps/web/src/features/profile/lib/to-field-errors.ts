import { isHttpError } from '@/lib/http/index.ts';

const VALUE_PREFIX = 'op_data.value.';
/** Fields the form shows together: the date range holds the start, the end and "current". */
const FORM_FIELD_OF: Record<string, string> = {
  startDate: 'dates',
  endDate: 'dates',
  isCurrent: 'dates',
};

/**
 * A 422's per-field messages (`op_data.value.title`) by the form's field names (`title`), for the
 * toolkit to show beside the fields; undefined when none names a field of the value.
 */
export const toFieldErrors = (error: unknown): Record<string, string> | undefined => {
  if (!isHttpError(error) || !error.fields) return undefined;
  const entries = Object.entries(error.fields)
    .filter(([name]) => name.startsWith(VALUE_PREFIX))
    .map(([name, message]) => {
      const [field = ''] = name.slice(VALUE_PREFIX.length).split('.');
      return [FORM_FIELD_OF[field] ?? field, message] as const;
    });
  return entries.length ? Object.fromEntries(entries) : undefined;
};
