import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/offers: a placeholder until this feature is built. */
export const OffersPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon heading={t('offers.heading')} title={t('offers.title')} text={t('offers.text')} />
  );
};
