import { FileTrigger } from 'react-aria-components';
import { PressButton } from '@/components/button/press-button.tsx';
import type { ButtonVariant } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { ConfirmUploadDialog } from './confirm-upload-dialog.tsx';
import { UploadSuggestions } from './upload-suggestions.tsx';
import { uploadOutcomeText } from './upload-outcome.ts';
import {
  RESUME_ACCEPT,
  useResumeUploadFlow,
  type UploadResumeResult,
} from './use-resume-upload-flow.ts';
import styles from './resume-upload.module.css';

/** Long enough to read what was filled and where to review it. */
const OUTCOME_TOAST_MS = 10_000;

type ResumeUploadProps = {
  /** The button's words; default 'Upload your resume'. */
  label?: string;
  variant?: ButtonVariant;
  /**
   * Show what the parse only suggested right under the button once uploaded (default); the
   * profile page shows them in its own review panel.
   */
  showsSuggestions?: boolean;
  onUploaded?: (result: UploadResumeResult) => void;
};

/**
 * The resume upload of the profile page, the match card, the apply form and bootstrapping: one
 * file of an allowed type, a confirmation, then what the parse filled in (a toast) or why it failed.
 */
export const ResumeUpload = ({
  label,
  variant = 'primary',
  showsSuggestions = true,
  onUploaded,
}: ResumeUploadProps) => {
  const { t, i18n } = useTranslation('profile');
  // What the parse filled is told in a toast: the place of the upload often goes once it is done
  // (the match card shows the match instead), and the message must outlive it.
  const flow = useResumeUploadFlow((result) => {
    toast.success(uploadOutcomeText(result, t, i18n.language), { durationMs: OUTCOME_TOAST_MS });
    onUploaded?.(result);
  });
  const { upload } = flow;
  return (
    <div className={styles.upload}>
      <FileTrigger acceptedFileTypes={RESUME_ACCEPT.split(',')} onSelect={flow.choose}>
        <PressButton variant={variant} isDisabled={upload.isPending}>
          {label ?? t('upload.button')}
        </PressButton>
      </FileTrigger>
      <p className={styles.hint}>{t('upload.types')}</p>
      <ConfirmUploadDialog
        fileName={flow.chosen?.name ?? null}
        isPending={upload.isPending}
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
      />
      {showsSuggestions && upload.data?.parse.suggestedFields.length ? <UploadSuggestions /> : null}
      {upload.isError ? (
        <FormMessage message={errorText(upload.error, t('upload.failed'))} />
      ) : null}
    </div>
  );
};
