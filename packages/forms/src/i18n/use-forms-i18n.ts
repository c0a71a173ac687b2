import { useCallback, useContext } from 'react';
import { formMessages } from '@careers/shared/forms/index';
import type { FieldError, FormMessageParams } from '@careers/shared/forms/index';
import { FormsI18nContext } from './forms-i18n-context.ts';
import { formsUiMessages } from './forms-ui-messages.ts';
import type { FormsUiMessageKey } from './forms-ui-messages.ts';

/** `ui(key)` for interface strings, `fieldError(error)` for validation results. */
export function useFormsI18n() {
  const { t, language } = useContext(FormsI18nContext);
  const ui = useCallback(
    (key: FormsUiMessageKey, params?: FormMessageParams) => t(key, formsUiMessages[key], params),
    [t],
  );
  const translateError = useCallback(
    (error: FieldError) =>
      error.key === 'custom' ? error.message : t(error.key, formMessages[error.key], error.params),
    [t],
  );
  return { ui, translateError, language };
}
