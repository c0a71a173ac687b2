import { OFFER_UPLOAD_MAX_FILES, type OfferDocument } from '@careers/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PdfViewer } from './pdf/pdf-viewer.tsx';
import styles from './letter.module.css';

type UploadStepsProps = {
  document: OfferDocument;
  downloadButton: React.ReactNode;
  isSubmitting: boolean;
  onSubmit: (file: File) => void;
  onDecline: () => void;
};

/**
 * The inline step flow: 1 'Review job offer' (view and download), 2 'Print & sign, or sign
 * digitally', 3 'Upload signed document' with 'Decline' and 'Submit signed offer'. At most one
 * file; without a file nothing is sent.
 */
export const UploadSteps = ({
  document,
  downloadButton,
  isSubmitting,
  onSubmit,
  onDecline,
}: UploadStepsProps) => {
  const { t } = useTranslation('offers');
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > OFFER_UPLOAD_MAX_FILES) {
      setFile(null);
      setError(t('letter.steps.atMostOne'));
      return;
    }
    const [chosen] = files;
    if (chosen && chosen.type && chosen.type !== 'application/pdf') {
      setFile(null);
      setError(t('letter.steps.notPdf'));
      return;
    }
    setFile(chosen ?? null);
    setError(undefined);
  };

  const submit = () => {
    if (!file) {
      setError(t('letter.steps.required'));
      inputRef.current?.focus();
      return;
    }
    onSubmit(file);
  };

  return (
    <ol className={styles.steps} aria-label={t('letter.steps.label')}>
      <li className={styles.step}>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          {t('letter.steps.review')}
        </h2>
        <p className={styles.help}>{t('letter.steps.reviewText')}</p>
        <div className={styles.inlineActions}>{downloadButton}</div>
        <PdfViewer b64={document.b64_string} name={document.name} />
      </li>
      <li className={styles.step}>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          {t('letter.steps.sign')}
        </h2>
        <p className={styles.help}>{t('letter.steps.signText')}</p>
      </li>
      <li className={styles.step}>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            3
          </span>
          {t('letter.steps.upload')}
        </h2>
        <p className={styles.help}>{t('letter.steps.uploadText')}</p>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('letter.steps.choose')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="application/pdf,.pdf"
          onChange={choose}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {file ? (
          <p className={styles.fileName}>{t('letter.steps.chosen', { name: file.name })}</p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onDecline} isDisabled={isSubmitting}>
            {t('letter.decline')}
          </Button>
          <Button onPress={submit} isPending={isSubmitting} pendingLabel={t('letter.submitting')}>
            {t('letter.submit')}
          </Button>
        </div>
      </li>
    </ol>
  );
};
