import type { SiteSettings } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { CheckSetting } from './check-setting.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';

type Props = {
  value: SiteSettings;
  errors: FieldErrors;
  onChange: (value: SiteSettings) => void;
};

/** The features a site turns on or off. */
export const FeaturesSection = ({ value, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-settings');
  const flag = (
    path: string,
    label: string,
    isChecked: boolean,
    apply: (on: boolean) => SiteSettings,
  ) => (
    <CheckSetting
      path={path}
      label={label}
      isChecked={isChecked}
      errors={errors}
      onChange={(on) => onChange(apply(on))}
    />
  );
  return (
    <SettingsSection title={t('features.title')}>
      {flag('jobCart.enabled', t('features.jobCart'), value.jobCart.enabled, (enabled) => ({
        ...value,
        jobCart: { enabled },
      }))}
      {flag(
        'searchConfig.mapConfig.enabled',
        t('features.map'),
        value.searchConfig.mapConfig.enabled,
        (enabled) => ({
          ...value,
          searchConfig: { ...value.searchConfig, mapConfig: { enabled } },
        }),
      )}
      {flag(
        'searchConfig.savedSearchNotificationEnabled',
        t('features.savedSearch'),
        value.searchConfig.savedSearchNotificationEnabled,
        (on) => ({
          ...value,
          searchConfig: { ...value.searchConfig, savedSearchNotificationEnabled: on },
        }),
      )}
      {flag(
        'chatbotxConfig.enabled',
        t('features.chat'),
        value.chatbotxConfig.enabled,
        (enabled) => ({ ...value, chatbotxConfig: { ...value.chatbotxConfig, enabled } }),
      )}
      {flag(
        'referralWithCandidateApplicationGate',
        t('features.referrals'),
        value.referralWithCandidateApplicationGate,
        (on) => ({ ...value, referralWithCandidateApplicationGate: on }),
      )}
      {flag(
        'behaviourFlags.whatsappChatGateEnabled',
        t('features.whatsapp'),
        value.behaviourFlags.whatsappChatGateEnabled,
        (on) => ({ ...value, behaviourFlags: { whatsappChatGateEnabled: on } }),
      )}
      <TextSetting
        path="whatsappChatCompNumber"
        label={t('features.whatsappNumber')}
        hint={t('features.whatsappHint')}
        type="tel"
        dir="ltr"
        value={value.whatsappChatCompNumber}
        errors={errors}
        onChange={(number) => onChange({ ...value, whatsappChatCompNumber: number || undefined })}
      />
    </SettingsSection>
  );
};
