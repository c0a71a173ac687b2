import type { SiteSettings } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { LogoSetting } from './logo-setting.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';

type Branding = SiteSettings['branding'];

/** The company's name and logo (an uploaded file or an address). */
export const BrandingSection = ({
  value,
  errors,
  onChange,
}: {
  value: Branding;
  errors: FieldErrors;
  onChange: (value: Branding) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  return (
    <SettingsSection title={t('branding.title')}>
      <TextSetting
        path="branding.companyName"
        label={t('branding.companyName')}
        value={value.companyName}
        errors={errors}
        onChange={(companyName) => onChange({ ...value, companyName })}
      />
      <TextSetting
        path="branding.logoUrl"
        label={t('branding.logoUrl')}
        hint={t('branding.logoHint')}
        type="url"
        dir="ltr"
        value={value.logoUrl}
        errors={errors}
        onChange={(logoUrl) => onChange({ ...value, logoUrl: logoUrl || undefined })}
      />
      <LogoSetting
        value={value.logoUrl}
        errors={errors}
        onChange={(logoUrl) => onChange({ ...value, logoUrl })}
      />
    </SettingsSection>
  );
};
