import { SIGNING_SUCCESS_TOAST_MS, type Offer, type OfferDocument } from '@careers/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { toast } from '@/lib/toast/index.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useDeclineOffer } from '../api/decline-offer.ts';
import { useOffer } from '../api/get-offer.ts';
import { useSignDocumentByForm } from '../api/sign-document.ts';
import { BackLink } from '../components/back-link.tsx';
import { DeclineDialog } from '../components/decline-dialog.tsx';
import { EsignPanel } from '../components/esign-panel.tsx';
import letterStyles from '../components/letter.module.css';
import { ErrorState, LoadingState } from '../components/load-states.tsx';
import styles from '../components/offers.module.css';
import { PdfViewer } from '../components/pdf/pdf-viewer.tsx';
import { SignatureForm } from '../components/signature-form.tsx';
import { UploadSteps } from '../components/upload-steps.tsx';
import { downloadPdf } from '../lib/download-pdf.ts';
import { offerErrorMessage } from '../lib/offer-errors.ts';
import { esignRefusalText } from '../lib/esign-refusal.ts';
import { documentNotReadyKey, documentPageMode, letterDocumentOf } from '../lib/offer-status.ts';
import { useNotFoundRedirect } from '../lib/use-not-found-redirect.ts';

const LetterDocument = ({ offer, document }: { offer: Offer; document: OfferDocument }) => {
  const { t } = useTranslation('offers');
  const domain = useDomain();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState(false);
  const [declineMessage, setDeclineMessage] = useState<'letterRejected' | 'rejectedOffer'>(
    'letterRejected',
  );
  const accept = useAcceptOffer(offer.enc_id);
  const decline = useDeclineOffer(offer.enc_id);
  const signByForm = useSignDocumentByForm(offer.enc_id, document.id);
  const [refusal, setRefusal] = useState<string>();
  const offerUrl = careersHref(`/offer/${offer.enc_id}`, domain);
  const mode = documentPageMode(offer, document);
  const notReady = documentNotReadyKey(document);
  const acceptFailed = (error: Error) =>
    toast.error(offerErrorMessage(error, t('messages.acceptFailed')));

  const download = () => {
    try {
      downloadPdf(document.b64_string, document.name);
    } catch (error) {
      toast.error(
        error instanceof Error && error.message === 'no-content'
          ? t('messages.noContent')
          : t('messages.downloadFailed'),
      );
    }
  };
  const downloadButton = offer.is_ats ? null : (
    <Button variant="secondary" onPress={download}>
      {t('letter.download')}
    </Button>
  );

  const openDecline = (message: 'letterRejected' | 'rejectedOffer') => {
    setDeclineMessage(message);
    setDeclining(true);
  };
  const confirmDecline = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        setDeclining(false);
        toast.success(t(`messages.${declineMessage}`));
        void navigate(offerUrl);
      },
      onError: (error) => {
        setDeclining(false);
        toast.error(offerErrorMessage(error, t('messages.declineFailed')));
      },
    });

  const signed = () => {
    toast.success(t('messages.signedDocument'), { durationMs: SIGNING_SUCCESS_TOAST_MS });
    void navigate(offerUrl);
  };

  return (
    <>
      <div className={letterStyles.toolbar}>
        <BackLink to={offerUrl} label={t('letter.back')} />
        {mode === 'steps' ? null : downloadButton}
      </div>
      <h1 className={letterStyles.title}>{document.name}</h1>
      {mode === 'esign' ? (
        <EsignPanel
          document={document}
          fullName={offer.profile.fullname}
          isSubmitting={signByForm.isPending}
          refusal={refusal}
          onSign={(signature) => {
            setRefusal(undefined);
            signByForm.mutate(signature, {
              onSuccess: signed,
              onError: (error) => setRefusal(esignRefusalText(error, t)),
            });
          }}
          onDecline={() => openDecline('rejectedOffer')}
        />
      ) : mode === 'steps' ? (
        <UploadSteps
          document={document}
          downloadButton={downloadButton}
          isSubmitting={accept.isPending}
          onSubmit={(file) =>
            accept.mutate(file, {
              onSuccess: () => {
                toast.success(t('messages.signedLetter'));
                void navigate(offerUrl);
              },
              onError: acceptFailed,
            })
          }
          onDecline={() => openDecline('letterRejected')}
        />
      ) : mode === 'signature-form' ? (
        <SignatureForm
          document={document}
          fullName={offer.profile.fullname}
          isSubmitting={signByForm.isPending}
          onSubmit={(fullName) =>
            signByForm.mutate({ full_name: fullName }, { onSuccess: signed, onError: acceptFailed })
          }
          onDecline={() => openDecline('letterRejected')}
        />
      ) : (
        <>
          {notReady ? (
            <p className={letterStyles.notReady} role="status">
              {t(notReady)}
            </p>
          ) : null}
          <PdfViewer b64={document.b64_string} name={document.name} />
        </>
      )}
      <DeclineDialog
        isOpen={declining}
        isPending={decline.isPending}
        onClose={() => setDeclining(false)}
        onConfirm={confirmDecline}
      />
    </>
  );
};

/** /careers/offer/{id}/offer-document/{documentId} and /careers/offer-letter/{id}. */
export const OfferLetterPage = () => {
  const { t } = useTranslation('offers');
  const { id, documentId } = useParams();
  const offer = useOffer(id);
  const redirecting = useNotFoundRedirect(id, offer.error);
  const document =
    offer.data &&
    letterDocumentOf(offer.data, documentId === undefined ? undefined : Number(documentId));
  return (
    <div className={styles.page}>
      {redirecting || offer.isPending ? (
        <LoadingState label={t('offer.loading')} />
      ) : offer.isError ? (
        <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />
      ) : document ? (
        <LetterDocument key={document.id} offer={offer.data} document={document} />
      ) : (
        <ErrorState error={new Error(t('letter.notFound'))} onRetry={() => void offer.refetch()} />
      )}
    </div>
  );
};
