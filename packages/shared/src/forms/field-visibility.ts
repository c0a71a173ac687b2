import type { FormItem } from './form-definition.ts';
import type { FormValues } from './form-value-shapes.ts';

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)
  );
}

/** Whether a field is shown: not hidden, and its visibleFn / visibleWhen accept the dependencies. */
export function isItemVisible(item: FormItem, values: FormValues): boolean {
  if (item.hidden) return false;
  if (item.visibleFn) {
    const dependencyValues = (item.dependencies ?? []).map((name) => values[name]);
    return item.visibleFn(dependencyValues, values);
  }
  const when = item.visibleWhen;
  if (!when) return true;
  const value = values[when.field];
  if (when.notEmpty && isBlank(value)) return false;
  if ('equals' in when && when.equals !== undefined && value !== when.equals) return false;
  if (when.in && !when.in.includes(value)) return false;
  return true;
}
