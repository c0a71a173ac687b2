import { SUPPORTED_LANGUAGES, type Language, type SiteSettings } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { CheckSetting } from './check-setting.tsx';
import { FieldShell } from './field-shell.tsx';
import { SettingsSection } from './settings-section.tsx';

const nameOf = (language: Language, reader: string) =>
  new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;

type Props = {
  value: SiteSettings;
  errors: FieldErrors;
  onChange: (value: SiteSettings) => void;
};

/** Who may sign in and apply, and the site's language when a visitor has not chosen one. */
export const AccessSection = ({ value, errors, onChange }: Props) => {
  const { t, i18n } = useTranslation('employer-settings');
  return (
    <SettingsSection title={t('access.title')}>
      <CheckSetting
        path="loginSignupConfig.candidateLoginEnabled"
        label={t('access.signIn')}
        isChecked={value.loginSignupConfig.candidateLoginEnabled}
        errors={errors}
        onChange={(candidateLoginEnabled) =>
          onChange({ ...value, loginSignupConfig: { candidateLoginEnabled } })
        }
      />
      <CheckSetting
        path="applyConfig.loggedOutApplyEnabled"
        label={t('access.apply')}
        isChecked={value.applyConfig.loggedOutApplyEnabled}
        errors={errors}
        onChange={(loggedOutApplyEnabled) =>
          onChange({ ...value, applyConfig: { loggedOutApplyEnabled } })
        }
      />
      <FieldShell path="defaultLanguage" label={t('access.language')} errors={errors}>
        {(control) => (
          <select
            {...control}
            value={value.defaultLanguage ?? ''}
            onChange={(event) =>
              onChange({
                ...value,
                defaultLanguage: (event.target.value || undefined) as Language | undefined,
              })
            }
          >
            <option value="">{t('access.languageBrowser')}</option>
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {nameOf(language, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </SettingsSection>
  );
};
