import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/apply and /careers/apply/private: a placeholder until this feature is built. */
export const ApplyPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon heading={t('apply.heading')} title={t('apply.title')} text={t('apply.text')} />
  );
};
