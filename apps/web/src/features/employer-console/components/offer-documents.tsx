import {
  api,
  endpointPath,
  OPEN_OFFER_STATUSES,
  type AdminOffer,
  type OfferDocument,
} from '@careers/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useReviseOfferDocument } from '@/lib/data/employer.ts';
import { buildUrl, errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import styles from './employer.module.css';

/** The employer's download of a document (the page's `domain` carried as on every API call). */
const downloadHref = (offer: AdminOffer, document: OfferDocument) =>
  buildUrl(
    endpointPath(api.downloadAdminOfferDocument, { id: offer.enc_id, documentId: document.id }),
  ).href;

/** The offer's documents: status and signing, download, and revision while the offer is open. */
export const OfferDocuments = ({ offer }: { offer: AdminOffer }) => {
  const { t } = useTranslation('employer');
  const isOpen = OPEN_OFFER_STATUSES.includes(offer.status);
  return (
    <section aria-labelledby="offer-documents-heading">
      <h2 id="offer-documents-heading" className={styles.columnTitle}>
        {t('offerDetail.documents')}
      </h2>
      <ul className={styles.list}>
        {offer.offer_documents.map((document) => (
          <li key={document.id} className={styles.card}>
            <div>
              <h3 className={styles.cardTitle}>
                <bdi>{document.name}</bdi>
              </h3>
              <p className={styles.meta}>
                {document.document_type} ·{' '}
                {t(`documentStatus.${document.under_revision ? 'Revision' : document.status}`)} ·{' '}
                {t(`signing.${document.signing}`)}
              </p>
            </div>
            <div className={styles.actions}>
              {document.s3_path ? (
                <a className={styles.link} href={downloadHref(offer, document)} download>
                  {t('offerDetail.download')}
                  <span className="visually-hidden">: {document.name}</span>
                </a>
              ) : (
                <span className={styles.hint}>{t('offerDetail.noFile')}</span>
              )}
              {isOpen && !document.signed && <ReviseDocument offer={offer} document={document} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Puts an unsigned document under revision, or replaces its PDF (which ends the revision). */
const ReviseDocument = ({ offer, document }: { offer: AdminOffer; document: OfferDocument }) => {
  const { t } = useTranslation('employer');
  const revise = useReviseOfferDocument();
  const inputId = useId();
  const [pdf, setPdf] = useState<File | null>(null);
  const run = (file?: File) =>
    revise.mutate(
      { encId: offer.enc_id, documentId: document.id, ...(file && { pdf: file }) },
      {
        onSuccess: () => {
          setPdf(null);
          toast.success(file ? t('offerDetail.replaced') : t('offerDetail.revised'));
        },
        onError: (error) => toast.error(errorText(error, t('offerDetail.actionFailed'))),
      },
    );
  return (
    <>
      {!document.under_revision && (
        <Button variant="secondary" isDisabled={revise.isPending} onPress={() => run()}>
          {t('offerDetail.revise')}
          <span className="visually-hidden">: {document.name}</span>
        </Button>
      )}
      <label className={styles.field} htmlFor={inputId}>
        {t('offerDetail.replaceLabel', { name: document.name })}
        <input
          id={inputId}
          type="file"
          accept="application/pdf"
          onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
        />
      </label>
      <Button
        variant="secondary"
        isDisabled={!pdf}
        isPending={revise.isPending}
        onPress={() => pdf && run(pdf)}
      >
        {t('offerDetail.replace')}
        <span className="visually-hidden">: {document.name}</span>
      </Button>
    </>
  );
};
