import { useId, useState, type FormEvent } from 'react';
import type { PipelineApplication } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { useCancelOffer, useExtendOffer, useSetOfferExpiry } from '@/lib/data/employer.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './employer.module.css';

/**
 * Extends an offer to the application's candidate with one letter, an uploaded PDF or a text the
 * server fills in with the candidate's and position's fields and prints; then its audit trail.
 */
export const ExtendOfferForm = ({
  application,
  positionId,
}: {
  application: PipelineApplication;
  positionId: number;
}) => {
  const { t } = useTranslation('employer');
  const id = useId();
  const extend = useExtendOffer();
  const cancel = useCancelOffer();
  const setExpiry = useSetOfferExpiry();
  const [newExpiry, setNewExpiry] = useState('');
  const [documentName, setDocumentName] = useState(() => t('offer.defaultDocument'));
  const [expiresAt, setExpiresAt] = useState('');
  const [source, setSource] = useState<'pdf' | 'template'>('pdf');
  const [pdf, setPdf] = useState<File | null>(null);
  const [template, setTemplate] = useState(() => t('offer.defaultTemplate'));
  const offer = cancel.data ?? setExpiry.data ?? extend.data;
  const letter = source === 'pdf' ? pdf && { pdf } : template.trim() && { template };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!letter || !application.email) return;
    extend.mutate({
      email: application.email,
      positionId,
      documentName,
      expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      letter,
    });
  };

  if (offer)
    return (
      <div className={styles.offerResult}>
        <p role="status">
          {cancel.isSuccess
            ? t('offer.cancelled')
            : t('offer.extended', { name: application.candidateName })}
        </p>
        <h3 className={styles.columnTitle}>{t('offer.audit')}</h3>
        <ul className={styles.audit}>
          {offer.audit_trail.map((event, index) => (
            <li key={index}>
              {event.action} · {event.actor} · {new Date(event.created_at).toLocaleString()}
            </li>
          ))}
        </ul>
        {!cancel.isSuccess && (
          <div className={styles.filters}>
            <label className={styles.field}>
              {t('offer.newExpiry')}
              <input
                type="datetime-local"
                value={newExpiry}
                onChange={(e) => setNewExpiry(e.target.value)}
              />
            </label>
            <Button
              variant="secondary"
              isPending={setExpiry.isPending}
              onPress={() =>
                setExpiry.mutate({
                  encId: offer.enc_id,
                  expiresAt: newExpiry ? new Date(newExpiry).toISOString() : null,
                })
              }
            >
              {t('offer.changeExpiry')}
            </Button>
          </div>
        )}
        {!cancel.isSuccess && (
          <Button
            variant="danger"
            isPending={cancel.isPending}
            onPress={() => cancel.mutate(offer.enc_id)}
          >
            {t('offer.cancel')}
          </Button>
        )}
      </div>
    );

  return (
    <details className={styles.offerForm}>
      <summary>{t('offer.extend')}</summary>
      <form onSubmit={submit}>
        <label className={styles.field}>
          {t('offer.documentName')}
          <input value={documentName} required onChange={(e) => setDocumentName(e.target.value)} />
        </label>
        <label className={styles.field}>
          {t('offer.expires')}
          <input
            type="datetime-local"
            value={expiresAt}
            onChange={(e) => setExpiresAt(e.target.value)}
          />
        </label>
        <fieldset className={styles.fieldset}>
          <legend>{t('offer.source')}</legend>
          {(['pdf', 'template'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-source`}
                value={option}
                checked={source === option}
                onChange={() => setSource(option)}
              />
              {option === 'pdf' ? t('offer.sourcePdf') : t('offer.sourceTemplate')}
            </label>
          ))}
        </fieldset>
        {source === 'pdf' ? (
          <>
            <label className={styles.field} htmlFor={`${id}-pdf`}>
              {t('offer.pdf')}
            </label>
            <input
              id={`${id}-pdf`}
              type="file"
              accept="application/pdf"
              // not `required`: the send button already waits for a file (and jsdom's form
              // check does not see a file a test uploads)
              aria-required="true"
              onChange={(e) => setPdf(e.target.files?.[0] ?? null)}
            />
          </>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-template`}>{t('offer.template')}</label>
            <textarea
              id={`${id}-template`}
              dir="auto"
              required
              value={template}
              aria-describedby={`${id}-template-hint`}
              onChange={(e) => setTemplate(e.target.value)}
            />
            <span id={`${id}-template-hint`} className={styles.hint}>
              {t('offer.templateHint')}
            </span>
          </div>
        )}
        {extend.isError && (
          <p role="alert" className={styles.alert}>
            {errorText(extend.error, t('offer.failed'))}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            isDisabled={!letter}
            isPending={extend.isPending}
            pendingLabel={t('offer.sending')}
          >
            {t('offer.submit')}
          </Button>
        </div>
      </form>
    </details>
  );
};
