import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useOffers } from '../api/get-offers.ts';
import { ErrorState, LoadingState } from '../components/load-states.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import styles from '../components/offers.module.css';

/** /careers/offers: one card per offer, or 'No offers found'. */
export const OffersPage = () => {
  const { t } = useTranslation('offers');
  const offers = useOffers();
  const headingId = useId();
  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {t('list.heading')}
      </h1>
      {offers.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : offers.isError ? (
        <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <section className={styles.empty} aria-labelledby={`${headingId}-empty`}>
          <h2 id={`${headingId}-empty`}>{t('list.empty')}</h2>
          <p>{t('list.emptyText')}</p>
        </section>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {offers.data.map((offer) => (
            <OfferCard key={offer.enc_id} offer={offer} />
          ))}
        </ul>
      )}
    </div>
  );
};
