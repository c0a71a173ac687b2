import { SUPPORTED_LANGUAGES, matchLanguage, type Language } from '@careers/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useUpdateAccountSettings } from '../api/account-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import styles from './settings.module.css';
import { useSaveFeedback } from './use-save-feedback.ts';

/** Each language by its own name, as a reader of it looks for it ("Deutsch", "العربية"). */
const nativeName = (language: Language) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/**
 * The page's `hl` outranks the saved language, so an address that carries one is reloaded with
 * the new choice; otherwise the boot data, read again, brings the saved language.
 */
const followLanguage = async (language: Language | null, refresh: () => Promise<void>) => {
  const url = new URL(window.location.href);
  if (url.searchParams.has('hl')) {
    if (language) url.searchParams.set('hl', language);
    else url.searchParams.delete('hl');
    window.location.replace(url.toString());
    return;
  }
  await refresh();
};

export const LanguageSection = ({ language }: { language: Language | null }) => {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const update = useUpdateAccountSettings();
  const feedback = useSaveFeedback();
  const id = useId();
  return (
    <SettingsSection title={t('language.title')}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('language.label')}
        </label>
        {/* A native select: phones open their own picker, and 37 options need no search. */}
        <select
          id={id}
          className={styles.select}
          value={language ?? ''}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const chosen = matchLanguage(event.target.value) ?? null;
            update.mutate(
              { language: chosen },
              {
                onSuccess: () => {
                  feedback.onSuccess();
                  void followLanguage(chosen, () => refreshBootData(queryClient));
                },
                onError: feedback.onError,
              },
            );
          }}
        >
          <option value="">{t('language.automatic')}</option>
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {nativeName(code)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('language.hint')}
        </p>
      </div>
    </SettingsSection>
  );
};
