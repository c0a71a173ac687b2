import { QueryState } from '@/components/query-state/query-state.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useOffers } from '../api/get-offers.ts';
import { OfferCard } from './offer-card.tsx';
import styles from './offers.module.css';

/** The dashboard's offers tab: the same cards as /careers/offers. */
export const OffersPanel = () => {
  const { t } = useTranslation('offers');
  return (
    <QueryState
      query={useOffers()}
      loadingLabel={t('list.loading')}
      errorText={t('list.loadError')}
      isEmpty={(offers) => offers.length === 0}
      empty={<p>{t('list.empty')}</p>}
    >
      {(offers) => (
        <ul className={styles.list} aria-label={t('list.heading')}>
          {offers.map((offer) => (
            <OfferCard key={offer.enc_id} offer={offer} />
          ))}
        </ul>
      )}
    </QueryState>
  );
};

export const useOfferCount = () => useOffers().data?.length;
