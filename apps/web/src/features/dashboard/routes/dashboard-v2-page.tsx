import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/dashboardv2, and /careers/dashboard when config.dashboardConfig.useV2: a placeholder until this feature is built. */
export const DashboardV2Page = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('dashboardV2.heading')}
      title={t('dashboardV2.title')}
      text={t('dashboardV2.text')}
    />
  );
};
