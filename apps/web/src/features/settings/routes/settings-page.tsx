import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/settings: a placeholder until this feature is built. */
export const SettingsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('settings.heading')}
      title={t('settings.title')}
      text={t('settings.text')}
    />
  );
};
