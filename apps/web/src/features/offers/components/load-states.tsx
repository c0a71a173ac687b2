import { useEffect } from 'react';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import styles from './offers.module.css';

export const LoadingState = ({ label }: { label: string }) => (
  <div className={styles.center} role="status">
    <Spinner />
    <span>{label}</span>
  </div>
);

/**
 * A query error: a disruptive message with the error's text or 'An error
 * occurred while loading the results', and in the page a retry.
 */
export const ErrorState = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { t } = useTranslation('offers');
  const message = error.message || t('list.loadError');
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return (
    <div className={styles.center}>
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
};
