import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/applications: a placeholder until this feature is built. */
export const ApplicationsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('applications.heading')}
      title={t('applications.title')}
      text={t('applications.text')}
    />
  );
};
