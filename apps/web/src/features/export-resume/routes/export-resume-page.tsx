import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/export-resume: a placeholder until this feature is built. */
export const ExportResumePage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('exportResume.heading')}
      title={t('exportResume.title')}
      text={t('exportResume.text')}
    />
  );
};
