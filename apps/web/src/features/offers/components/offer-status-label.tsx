import type { Offer } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import { offerStatusKey } from '../lib/offer-status.ts';
import styles from './offers.module.css';

/** A status dot and label (hidden when the offer says hide_offer_status). */
export const OfferStatusLabel = ({ offer }: { offer: Offer }) => {
  const { t } = useTranslation('offers');
  if (offer.hide_offer_status) return null;
  const key = offerStatusKey(offer);
  return (
    <span className={styles.status} data-status={key}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`status.${key}`)}
    </span>
  );
};
