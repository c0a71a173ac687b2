import { OPEN_OFFER_STATUSES } from '@careers/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useAdminOffer, useCancelOffer } from '@/lib/data/employer.ts';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { errorText, isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { OfferAuditTrail } from '../components/offer-audit-trail.tsx';
import { OfferDocuments } from '../components/offer-documents.tsx';
import { OfferExpiryForm } from '../components/offer-expiry-form.tsx';
import styles from '../components/employer.module.css';

/**
 * /employer/offers/:id: one offer: its status and expiry (changed while it is open), its
 * documents (downloaded, put under revision, replaced), cancelling it, and its audit trail.
 */
export const OfferPage = () => {
  const { t, i18n } = useTranslation('employer');
  const encId = useParams().id ?? '';
  const offer = useAdminOffer(encId);
  const cancel = useCancelOffer();
  const [isConfirming, setConfirming] = useState(false);
  const data = offer.data;

  const back = (
    <Link to="/employer/offers" className={styles.link}>
      {t('offerDetail.back')}
    </Link>
  );
  if (!data)
    return (
      <section>
        {back}
        <p role={offer.isError ? 'alert' : 'status'}>
          {offer.isError
            ? isHttpError(offer.error) && offer.error.status === 404
              ? t('offerDetail.notFound')
              : t('common.loadFailed')
            : t('common.loading')}
        </p>
      </section>
    );

  const isOpen = OPEN_OFFER_STATUSES.includes(data.status);
  const confirmCancel = () =>
    cancel.mutate(data.enc_id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('offer.cancelled'));
      },
      onError: (error) => toast.error(errorText(error, t('offerDetail.actionFailed'))),
    });

  return (
    <section aria-labelledby="offer-heading">
      {back}
      <h1 id="offer-heading">{t('offerDetail.title', { position: data.position.name })}</h1>
      {data.profile.fullname && (
        <p>{t('offerDetail.candidate', { name: data.profile.fullname })}</p>
      )}
      <p className={styles.meta}>
        <span className={isOpen ? styles.open : styles.closed}>
          {t(`offerStatus.${data.status}`)}
        </span>{' '}
        ·{' '}
        {data.expires_at
          ? t('offers.expires', { date: formatDateTime(data.expires_at, i18n.language) })
          : t('offers.noExpiry')}
      </p>
      {isOpen && (
        <div className={styles.actions}>
          <OfferExpiryForm offer={data} />
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {t('offer.cancel')}
          </Button>
        </div>
      )}
      <OfferDocuments offer={data} />
      <OfferAuditTrail events={data.audit_trail} />
      <ConfirmDialog
        isOpen={isConfirming}
        isPending={cancel.isPending}
        title={t('offer.cancel')}
        backLabel={t('offerDetail.keep')}
        confirmLabel={t('offer.cancel')}
        isDanger
        onClose={() => setConfirming(false)}
        onConfirm={confirmCancel}
      >
        <p>{t('offerDetail.cancelConfirm')}</p>
      </ConfirmDialog>
    </section>
  );
};
