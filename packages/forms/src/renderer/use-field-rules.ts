import { useCallback } from 'react';
import { validateField } from '@careers/shared/forms/index';
import type { FormItem, FormValues } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from './form-renderer-context.ts';

/** Reads `a.0.b` style paths. */
export function readPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (current, key) =>
        current && typeof current === 'object'
          ? (current as Record<string, unknown>)[key]
          : undefined,
      values,
    );
}

/** react-hook-form `validate` from the shared rules, with messages through i18n. */
export function useFieldRules(item: FormItem, namePrefix: string) {
  const { translateError } = useFormsI18n();
  const { now, findItem } = useFormRenderer();
  return useCallback(
    (value: unknown, formValues: FormValues) => {
      const scope = (namePrefix ? readPath(formValues, namePrefix) : formValues) as
        FormValues | undefined;
      const error = validateField(item, value, scope ?? {}, {
        now: now(),
        labelOf: (name) => findItem(name)?.label ?? name,
      });
      return error ? translateError(error) : true;
    },
    [item, namePrefix, translateError, now, findItem],
  );
}
