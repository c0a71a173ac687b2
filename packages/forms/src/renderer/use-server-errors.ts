import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { listItems } from '@careers/shared/forms/index';
import type { FieldError, FormDefinition, FormValues } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';

export type ServerErrors = Record<string, string | FieldError>;

/** Injects server-side errors per field and focuses the first one in form order. */
export function useServerErrors(
  form: UseFormReturn<FormValues>,
  definition: FormDefinition,
  serverErrors: ServerErrors | undefined,
) {
  const { translateError } = useFormsI18n();
  const { setError, setFocus } = form;
  useEffect(() => {
    if (!serverErrors) return;
    const names = Object.keys(serverErrors);
    if (!names.length) return;
    for (const name of names) {
      const error = serverErrors[name];
      if (!error) continue;
      setError(name, {
        type: 'server',
        message: typeof error === 'string' ? error : translateError(error),
      });
    }
    const order = listItems(definition).map((item) => item.name);
    const rank = (name: string) => {
      const index = order.indexOf(name.split('.')[0] ?? name);
      return index === -1 ? order.length : index;
    };
    const first = [...names].sort((a, b) => rank(a) - rank(b))[0];
    if (first) setTimeout(() => setFocus(first), 0);
  }, [serverErrors, definition, setError, setFocus, translateError]);
}
