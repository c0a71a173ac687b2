import { Button } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';

type FormLoadFailureProps = {
  error: unknown;
  onRetry: () => void;
  /** What is missing on a 404, what is over on a 409 (a closed position). */
  missing: { heading: string; text: string };
  closed?: { heading: string; text: string };
};

/** Why a form could not be shown, and what to do: sign in, go elsewhere, or try again. */
export const FormLoadFailure = ({ error, onRetry, missing, closed }: FormLoadFailureProps) => {
  const { t } = useTranslation('form-pages');
  const { openLoginModal } = useLoginModal();
  const status = isHttpError(error) ? error.status : 0;
  if (status === 401)
    return (
      <StatusPanel
        headingId="form-sign-in-heading"
        heading={t('failure.signInHeading')}
        texts={[t('failure.signInText')]}
        actions={<Button onPress={() => openLoginModal()}>{t('failure.signIn')}</Button>}
      />
    );
  const gone = status === 404 ? missing : status === 409 ? closed : undefined;
  if (gone)
    return (
      <StatusPanel
        headingId="form-missing-heading"
        heading={gone.heading}
        texts={[gone.text]}
        actions={null}
      />
    );
  return (
    <StatusPanel
      headingId="form-error-heading"
      heading={t('failure.errorHeading')}
      tone="danger"
      role="alert"
      texts={[error instanceof Error ? error.message : t('failure.errorText')]}
      actions={<Button onPress={onRetry}>{t('failure.retry')}</Button>}
    />
  );
};
