import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import styles from './offers.module.css';

export const LoadingState = ({ label }: { label: string }) => (
  <div className={styles.center} role="status">
    <Spinner />
    <span>{label}</span>
  </div>
);

/** A query error: the message or 'An error occurred while loading the results', and a retry. */
export const ErrorState = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { t } = useTranslation('offers');
  return (
    <div className={styles.center} role="alert">
      <p>{error.message || t('list.loadError')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
};
