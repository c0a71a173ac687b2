import type { ReactNode } from 'react';
import { Button } from '@/components/button/button.tsx';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './query-state.module.css';

type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What is loading, read out while it loads. */
  loadingLabel: string;
  /** The message when it cannot be loaded; a retry button follows it. */
  errorText: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

/** One list's loading, error (with retry), empty and loaded states: a list fails on its own. */
export const QueryState = <T,>({
  query,
  loadingLabel,
  errorText,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) => {
  const { t } = useTranslation('dashboard');
  if (query.isPending)
    return (
      <p className={styles.status} role="status">
        <InlineSpinner /> {loadingLabel}
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <div className={styles.error} role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (isEmpty(query.data)) return <div className={styles.empty}>{empty}</div>;
  return children(query.data);
};
