import { createContext } from 'react';
import { formatFormMessage } from '@careers/shared/forms/index';
import type { FormMessageParams } from '@careers/shared/forms/index';

/**
 * Translates a toolkit message. `key` is a validation key (e.g. 'requiredNamed') or an interface
 * key (e.g. 'readMore'); return undefined to keep the English text.
 */
export type FormsTranslate = (
  key: string,
  params: FormMessageParams,
  english: string,
) => string | undefined;

export type FormsI18n = {
  language: string;
  t: (key: string, english: string, params?: FormMessageParams) => string;
};

export function createFormsI18n(language = 'en', translate?: FormsTranslate): FormsI18n {
  return {
    language,
    t: (key, english, params = {}) =>
      translate?.(key, params, english) ?? formatFormMessage(english, params),
  };
}

export const FormsI18nContext = createContext<FormsI18n>(createFormsI18n());
