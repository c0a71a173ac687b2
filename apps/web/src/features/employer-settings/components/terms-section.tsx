import type { SiteSettings } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { CheckSetting } from './check-setting.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';

type Terms = SiteSettings['termsOfService'];
type TextKey = 'heading' | 'helperText' | 'infoText' | 'disclaimerHtml' | 'acceptLabel';

/** The terms of service every signed-in candidate accepts first, when they are on. */
export const TermsSection = ({
  value,
  errors,
  onChange,
}: {
  value: Terms;
  errors: FieldErrors;
  onChange: (value: Terms) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  const text = (key: TextKey, rows?: number) => (
    <TextSetting
      path={`termsOfService.${key}`}
      label={t(`terms.${key}`)}
      value={value[key]}
      errors={errors}
      {...(rows && { rows })}
      onChange={(next) => onChange({ ...value, [key]: next })}
    />
  );
  return (
    <SettingsSection title={t('terms.title')}>
      <CheckSetting
        path="termsOfService.enabled"
        label={t('terms.enabled')}
        isChecked={value.enabled}
        errors={errors}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {text('heading')}
      {text('helperText')}
      {text('infoText', 3)}
      {text('disclaimerHtml', 5)}
      {text('acceptLabel')}
    </SettingsSection>
  );
};
