import { OPEN_OFFER_STATUSES, type Offer } from '@careers/shared';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useAdminOffers, type OfferFilters } from '@/lib/data/employer.ts';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from '../components/employer.module.css';

/** /employer/offers: the company's offers, searched by candidate or position, open or closed. */
export const OffersPage = () => {
  const { t } = useTranslation('employer');
  const [status, setStatus] = useState<OfferFilters['status']>();
  const [search, setSearch] = useState('');
  // typing asks again only once the page has caught up with the box
  const q = useDeferredValue(search.trim());
  const offers = useAdminOffers({ ...(status && { status }), ...(q && { q }) });

  return (
    <section aria-labelledby="offers-heading">
      <div className={styles.headingRow}>
        <h1 id="offers-heading">{t('offers.title')}</h1>
      </div>
      <div role="search" className={styles.filters}>
        <label className={styles.field}>
          {t('offers.search')}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className={styles.field}>
          {t('offers.status')}
          <select
            value={status ?? ''}
            onChange={(event) =>
              setStatus((event.target.value || undefined) as OfferFilters['status'])
            }
          >
            <option value="">{t('offers.anyStatus')}</option>
            <option value="open">{t('status.open')}</option>
            <option value="closed">{t('status.closed')}</option>
          </select>
        </label>
      </div>
      <p role="status" className={styles.count}>
        {offers.isError
          ? t('common.loadFailed')
          : offers.data
            ? offers.data.length
              ? t('offers.count', { total: offers.data.length })
              : t('offers.empty')
            : t('common.loading')}
      </p>
      <ul className={styles.list}>
        {offers.data?.map((offer) => (
          <OfferRow key={offer.enc_id} offer={offer} />
        ))}
      </ul>
    </section>
  );
};

const OfferRow = ({ offer }: { offer: Offer }) => {
  const { t, i18n } = useTranslation('employer');
  // open, or accepted: green; declined, cancelled, expired: red
  const isGood = OPEN_OFFER_STATUSES.includes(offer.status) || offer.status.endsWith('Accepted');
  return (
    <li className={styles.card}>
      <div>
        <h2 className={styles.cardTitle}>
          <Link to={`/employer/offers/${offer.enc_id}`}>
            {offer.profile.fullname && <bdi>{offer.profile.fullname} · </bdi>}
            <bdi>{offer.position.name}</bdi>
          </Link>
        </h2>
        <p className={styles.meta}>
          <span className={isGood ? styles.open : styles.closed}>
            {t(`offerStatus.${offer.status}`)}
          </span>{' '}
          ·{' '}
          {offer.expires_at
            ? t('offers.expires', { date: formatDateTime(offer.expires_at, i18n.language) })
            : t('offers.noExpiry')}{' '}
          · {t('offers.updated', { date: formatDateTime(offer.updated_at, i18n.language) })}
        </p>
      </div>
    </li>
  );
};
