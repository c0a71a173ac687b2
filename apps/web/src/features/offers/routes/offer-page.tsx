import { type Offer } from '@careers/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { toast } from '@/lib/toast/index.ts';
import { useDeclineOffer } from '../api/decline-offer.ts';
import { useOffer } from '../api/get-offer.ts';
import { BackLink } from '../components/back-link.tsx';
import { DeclineDialog } from '../components/decline-dialog.tsx';
import { DocumentCard } from '../components/document-card.tsx';
import { ErrorState, LoadingState } from '../components/load-states.tsx';
import { OfferStatusLabel } from '../components/offer-status-label.tsx';
import styles from '../components/offers.module.css';
import { playOfferConfettiOnce } from '../lib/offer-confetti.ts';
import { offerErrorMessage } from '../lib/offer-errors.ts';
import { isOfferActionable, offerSentenceKey } from '../lib/offer-status.ts';
import { useNotFoundRedirect } from '../lib/use-not-found-redirect.ts';

const OfferDocuments = ({ offer }: { offer: Offer }) => {
  const { t } = useTranslation('offers');
  const domain = useDomain();
  const [declining, setDeclining] = useState(false);
  const decline = useDeclineOffer(offer.enc_id);
  const actionable = isOfferActionable(offer);
  const revising = offer.offer_documents.some((document) => document.under_revision);

  useEffect(() => {
    if (offer.status === 'Extended' && actionable) void playOfferConfettiOnce();
  }, [offer.status, actionable]);

  const confirmDecline = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        setDeclining(false);
        toast.success(t('messages.rejectedOffer'));
      },
      onError: (error) => {
        setDeclining(false);
        toast.error(offerErrorMessage(error, t('messages.declineFailed')));
      },
    });

  return (
    <>
      <BackLink to={careersHref('/offers', domain)} label={t('offer.back')} />
      <h1 className={styles.heading}>{t('offer.title', { position: offer.position.name })}</h1>
      <div className={styles.meta}>
        <OfferStatusLabel offer={offer} />
      </div>
      <p className={styles.sentence}>{t(`offer.sentence.${offerSentenceKey(offer)}`)}</p>
      {revising ? (
        <p className={styles.warningBar} role="status">
          {t('offer.revising')}
        </p>
      ) : null}
      <h2 className={styles.subheading}>{t('offer.documents')}</h2>
      {offer.offer_documents.length ? (
        <ul className={styles.list}>
          {offer.offer_documents.map((document) => (
            <DocumentCard key={document.id} offer={offer} document={document} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('offer.noDocuments')}</p>
      )}
      {actionable ? (
        <div className={styles.footerActions}>
          <Button variant="secondary" onPress={() => setDeclining(true)}>
            {t('offer.decline')}
          </Button>
        </div>
      ) : null}
      <DeclineDialog
        isOpen={declining}
        isPending={decline.isPending}
        onClose={() => setDeclining(false)}
        onConfirm={confirmDecline}
      />
    </>
  );
};

/** /careers/offer/{id}: the offer's documents, its status sentence and the decline dialog. */
export const OfferPage = () => {
  const { t } = useTranslation('offers');
  const { id } = useParams();
  const offer = useOffer(id);
  const redirecting = useNotFoundRedirect(id, offer.error);
  return (
    <div className={styles.page}>
      {redirecting || offer.isPending ? (
        <LoadingState label={t('offer.loading')} />
      ) : offer.isError ? (
        <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />
      ) : (
        <OfferDocuments offer={offer.data} />
      )}
    </div>
  );
};
