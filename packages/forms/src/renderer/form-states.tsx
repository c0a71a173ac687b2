import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import styles from '../layouts/layouts.module.css';

/** Empty-data state: 'No data found'. */
export function FormEmptyState() {
  const { ui } = useFormsI18n();
  return <p className={styles.state}>{ui('noData')}</p>;
}

/** Loading-error state: 'An error occurred while retrieving data', with an optional retry. */
export function FormErrorState({ onRetry }: { onRetry?: () => void }) {
  const { ui } = useFormsI18n();
  return (
    <div className={styles.state} role="alert">
      <p>{ui('loadError')}</p>
      {onRetry ? (
        <button type="button" className={styles.primary} onClick={onRetry}>
          {ui('retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Loading state with a polite live region. */
export function FormLoadingState({ label }: { label: string }) {
  return (
    <p className={styles.state} role="status" aria-live="polite">
      {label}
    </p>
  );
}
