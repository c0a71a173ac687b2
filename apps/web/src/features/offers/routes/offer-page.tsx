import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/offer/{id}: a placeholder until this feature is built. */
export const OfferPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon heading={t('offer.heading')} title={t('offer.title')} text={t('offer.text')} />
  );
};
