import type { OfferDocument } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { validateSignatureForm } from '../lib/signature-rule.ts';
import { ProfileNameLink } from './profile-name-link.tsx';
import { PdfViewer } from './pdf/pdf-viewer.tsx';
import styles from './letter.module.css';

type SignatureFormProps = {
  document: OfferDocument;
  fullName: string;
  isSubmitting: boolean;
  onSubmit: (signature: string) => void;
  onDecline: () => void;
};

/** The PDF with the terms checkbox, the typed signature, 'Decline' and 'Submit signed offer'. */
export const SignatureForm = ({
  document,
  fullName,
  isSubmitting,
  onSubmit,
  onDecline,
}: SignatureFormProps) => {
  const { t } = useTranslation('offers');
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateSignatureForm>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: { agreed: boolean; signature: string }) =>
    validateSignatureForm({ ...next, fullName });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check({ agreed, signature });
    setErrors(found);
    if (found.terms || found.signature) return;
    onSubmit(signature);
  };

  const signatureError =
    errors.signature === 'required'
      ? t('letter.form.signatureRequired')
      : errors.signature === 'mismatch'
        ? t('letter.form.mismatch')
        : undefined;

  return (
    <>
      <PdfViewer b64={document.b64_string} name={document.name} />
      <form className={styles.signatureForm} onSubmit={submit} noValidate>
        <Checkbox
          className={styles.checkbox}
          isSelected={agreed}
          isInvalid={Boolean(errors.terms)}
          onChange={(value) => {
            setAgreed(value);
            if (submitted) setErrors(check({ agreed: value, signature }));
          }}
        >
          <span className={styles.box} aria-hidden="true" />
          <span>
            {t('letter.form.terms')}
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          </span>
        </Checkbox>
        {errors.terms ? (
          <p className={styles.error} role="alert">
            {t('letter.form.termsRequired')}
          </p>
        ) : null}
        <TextField
          label={t('letter.form.signature')}
          hasRequiredMark
          isRequired
          validationBehavior="aria"
          value={signature}
          onChange={(value) => {
            setSignature(value);
            if (submitted) setErrors(check({ agreed, signature: value }));
          }}
          error={signatureError}
          autoComplete="name"
        />
        {signatureError && !fullName ? <ProfileNameLink /> : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onDecline} isDisabled={isSubmitting}>
            {t('letter.decline')}
          </Button>
          <Button type="submit" isPending={isSubmitting} pendingLabel={t('letter.submitting')}>
            {t('letter.submit')}
          </Button>
        </div>
      </form>
    </>
  );
};
