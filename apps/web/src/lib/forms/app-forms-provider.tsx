import { FormsI18nProvider, type FormsTranslate } from '@careers/forms';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';

const NAMESPACE = 'form-toolkit';

/**
 * The form toolkit in the app's language: its messages are looked up in the `form-toolkit`
 * catalogue by key, with the toolkit's English text behind every missing one.
 */
export const AppFormsProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation(NAMESPACE);
  const translate = useCallback<FormsTranslate>(
    (key, params, english) => t(key, { ...params, defaultValue: english }),
    [t],
  );
  return (
    <FormsI18nProvider language={i18n.language} translate={translate}>
      {children}
    </FormsI18nProvider>
  );
};
