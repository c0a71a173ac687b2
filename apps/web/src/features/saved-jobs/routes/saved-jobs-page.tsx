import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/saved-jobs: a placeholder until this feature is built. */
export const SavedJobsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('savedJobs.heading')}
      title={t('savedJobs.title')}
      text={t('savedJobs.text')}
    />
  );
};
