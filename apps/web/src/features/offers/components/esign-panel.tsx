import type { DocumentSignature, OfferDocument } from '@careers/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { validateEsign, type EsignMode } from '../lib/signature-rule.ts';
import { PdfViewer } from './pdf/pdf-viewer.tsx';
import { ProfileNameLink } from './profile-name-link.tsx';
import { SignaturePad } from './signature-pad.tsx';
import styles from './esign.module.css';

type EsignPanelProps = {
  document: OfferDocument;
  /** The profile's full name: the typed signature must be it. */
  fullName: string;
  isSubmitting: boolean;
  /** The server's refusal of the last signature, in the reader's words. */
  refusal: string | undefined;
  onSign: (signature: DocumentSignature) => void;
  onDecline: () => void;
};

/**
 * Electronic signature in the page itself: the document in the pdf.js viewer, the typed or drawn
 * signature, and 'Decline' and 'Sign document' in a bar that stays at the bottom of the screen
 * while the document scrolls (no frame, so nothing scrolls away inside one).
 */
export const EsignPanel = ({
  document,
  fullName,
  isSubmitting,
  refusal,
  onSign,
  onDecline,
}: EsignPanelProps) => {
  const { t } = useTranslation('offers');
  const formId = useId();
  const [mode, setMode] = useState<EsignMode>('type');
  const [name, setName] = useState(fullName);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof validateEsign>>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEsign({ mode, name: name.trim(), fullName, drawing });
    setProblem(found);
    if (found) return;
    onSign({
      full_name: name.trim(),
      ...(mode === 'draw' && drawing && { drawn_signature: drawing }),
    });
  };

  const nameError =
    problem === 'mismatch'
      ? t('letter.form.mismatch')
      : problem === 'nameRequired'
        ? t('esign.nameRequired')
        : undefined;
  const message = problem === 'drawingRequired' ? t('esign.drawingRequired') : refusal;
  const isRefused = Boolean(nameError ?? refusal);

  return (
    <div className={styles.panel}>
      <PdfViewer b64={document.b64_string} name={document.name} />
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.modes}>
          <legend className={styles.legend}>{t('esign.signature')}</legend>
          {(['type', 'draw'] as const).map((value) => (
            <label key={value} className={styles.mode}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {t(`esign.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('esign.fullName')}
          isRequired
          validationBehavior="aria"
          value={name}
          onChange={setName}
          error={nameError}
          autoComplete="name"
          maxLength={200}
        />
        {mode === 'draw' ? <SignaturePad onChange={setDrawing} /> : null}
        <p className={styles.message} role="alert">
          {message}
        </p>
        {isRefused && !fullName ? <ProfileNameLink /> : null}
      </form>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDecline} isDisabled={isSubmitting}>
          {t('letter.decline')}
        </Button>
        <Button
          type="submit"
          form={formId}
          isPending={isSubmitting}
          pendingLabel={t('esign.signing')}
        >
          {t('esign.sign')}
        </Button>
      </div>
    </div>
  );
};
