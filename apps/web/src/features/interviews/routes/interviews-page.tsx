import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/interviews: a placeholder until this feature is built. */
export const InterviewsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('interviews.heading')}
      title={t('interviews.title')}
      text={t('interviews.text')}
    />
  );
};
