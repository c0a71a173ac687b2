import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FormsI18nContext, createFormsI18n } from './forms-i18n-context.ts';
import type { FormsTranslate } from './forms-i18n-context.ts';

type FormsI18nProviderProps = {
  /** The form's language (BCP 47), used for country names and dates. */
  language?: string;
  translate?: FormsTranslate;
  children: ReactNode;
};

/** Lets an app translate the toolkit's English messages; `%(name)s` placeholders are kept. */
export function FormsI18nProvider({ language, translate, children }: FormsI18nProviderProps) {
  const value = useMemo(() => createFormsI18n(language, translate), [language, translate]);
  return <FormsI18nContext.Provider value={value}>{children}</FormsI18nContext.Provider>;
}
