import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/dashboard: a placeholder until this feature is built. */
export const DashboardPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('dashboard.heading')}
      title={t('dashboard.title')}
      text={t('dashboard.text')}
    />
  );
};
