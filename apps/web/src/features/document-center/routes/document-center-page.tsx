import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/forms/center: a placeholder until this feature is built. */
export const DocumentCenterPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('documentCenter.heading')}
      title={t('documentCenter.title')}
      text={t('documentCenter.text')}
    />
  );
};
