import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/offer/{id}/offer-document/{documentId} and /careers/offer-letter/{id}: a placeholder until this feature is built. */
export const OfferLetterPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('offerLetter.heading')}
      title={t('offerLetter.title')}
      text={t('offerLetter.text')}
    />
  );
};
