import { type Offer } from '@careers/shared';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { formatOfferDate, formatTimeUntil } from '../lib/offer-dates.ts';
import { isActionRequired, isOfferExpired, isOpenOffer } from '../lib/offer-status.ts';
import { OfferStatusLabel } from './offer-status-label.tsx';
import styles from './offers.module.css';

/** One offer in the list: position, tag, expiry, status, date line and the view button. */
export const OfferCard = ({ offer }: { offer: Offer }) => {
  const { t, i18n } = useTranslation('offers');
  const domain = useDomain();
  const actionRequired = isActionRequired(offer);
  const expired = isOfferExpired(offer);
  const dateLine =
    offer.expires_at && isOpenOffer(offer)
      ? t(expired ? 'list.expired' : 'list.expires', { date: formatOfferDate(offer.expires_at) })
      : t('list.lastUpdated', { date: formatOfferDate(offer.updated_at) });
  const headingId = `offer-${String(offer.id)}-title`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardMain}>
        <div className={styles.cardTitleRow}>
          <h2 id={headingId} className={styles.cardTitle}>
            <bdi>{offer.position.name}</bdi>
          </h2>
          {actionRequired ? <span className={styles.tag}>{t('list.actionRequired')}</span> : null}
        </div>
        {actionRequired && offer.expires_at ? (
          <p className={styles.subtitle}>
            {t('list.expiresIn', { days: formatTimeUntil(offer.expires_at, i18n.language) })}
          </p>
        ) : null}
        <div className={styles.meta}>
          <OfferStatusLabel offer={offer} />
          <span className={styles.date}>{dateLine}</span>
        </div>
      </div>
      <Link
        to={careersHref(`/offer/${offer.enc_id}`, domain)}
        className={buttonClassName(offer.status === 'Extended' ? 'primary' : 'secondary')}
        aria-describedby={headingId}
      >
        {t('list.view')}
      </Link>
    </li>
  );
};
