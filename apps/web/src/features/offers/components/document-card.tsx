import { OFFER_DOCUMENT_TYPE_OFFER, type Offer, type OfferDocument } from '@careers/shared';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { formatOfferDate } from '../lib/offer-dates.ts';
import { documentActionKey, hasDocumentContent, isDocumentDisabled } from '../lib/offer-status.ts';
import styles from './offers.module.css';

/** The document's status sentence: signed, under revision, waiting for a signature, … */
export const useDocumentStatusText = () => {
  const { t } = useTranslation('offers');
  return (offer: Offer, document: OfferDocument) => {
    if (document.under_revision) return t('document.beingRevised');
    switch (document.status) {
      case 'Unsigned':
        return offer.expires_at
          ? t('document.expires', { date: formatOfferDate(offer.expires_at) })
          : t('document.yetToBeSigned');
      case 'Pending':
        return offer.expires_at
          ? t('document.lastUpdated', { date: formatOfferDate(document.updated_at) })
          : t('document.processing');
      case 'Read Only':
        return t('document.forReview');
      case 'Revision':
        return t('document.beingRevised');
      case 'Signed':
        return hasDocumentContent(document) ? t('document.signed') : t('document.signedGenerating');
    }
  };
};

/** One document of the offer page: type, name, status sentence, and Start or View. */
export const DocumentCard = ({ offer, document }: { offer: Offer; document: OfferDocument }) => {
  const { t } = useTranslation('offers');
  const domain = useDomain();
  const statusText = useDocumentStatusText();
  const action = t(`offer.${documentActionKey(offer, document)}`);
  const disabled = isDocumentDisabled(document);
  const nameId = `document-${String(document.id)}-name`;
  const isOffer = document.document_type === OFFER_DOCUMENT_TYPE_OFFER;
  const className = buttonClassName(action === t('offer.start') ? 'primary' : 'secondary');
  return (
    <li className={styles.card}>
      <div className={styles.cardMain}>
        <span className={isOffer ? styles.typeOffer : styles.typeOther}>
          {document.document_type}
        </span>
        <h3 id={nameId} className={styles.cardTitle}>
          {document.name}
        </h3>
        <p className={styles.date}>{statusText(offer, document)}</p>
      </div>
      {disabled ? (
        <Button
          variant={action === t('offer.start') ? 'primary' : 'secondary'}
          isDisabled
          aria-label={t('offer.openDocument', { action, name: document.name })}
        >
          {action}
        </Button>
      ) : (
        <Link
          to={careersHref(`/offer/${offer.enc_id}/offer-document/${String(document.id)}`, domain)}
          className={className}
          aria-label={t('offer.openDocument', { action, name: document.name })}
        >
          {action}
        </Link>
      )}
    </li>
  );
};
