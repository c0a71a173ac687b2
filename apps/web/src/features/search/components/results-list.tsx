import { SEARCH_PAGE_SIZE, type SearchResultData } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Pagination } from './pagination.tsx';
import { ResultCard } from './result-card.tsx';
import { useNow } from '../hooks/use-now.ts';
import styles from './results-list.module.css';

type ResultsListProps = {
  data: SearchResultData | undefined;
  isLoading: boolean;
  /** A newer search is on its way while the previous results stay shown. */
  isRefreshing: boolean;
  isError: boolean;
  selectedPid: number | undefined;
  hrefOf: (pid: number) => string;
  onSelect: ((pid: number) => void) | undefined;
  onGoToStart: (start: number) => void;
  onRetry: () => void;
  onReset: () => void;
  headingId: string;
};

const Skeleton = () => (
  <ul className={styles.list} aria-hidden="true">
    {Array.from({ length: 4 }, (_, index) => (
      <li key={index} className={styles.skeleton}>
        <span className={styles.skeletonTitle} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonShort} />
      </li>
    ))}
  </ul>
);

/** The page of results with its count, loading, empty and error states, and pagination. */
export const ResultsList = ({
  data,
  isLoading,
  isRefreshing,
  isError,
  selectedPid,
  hrefOf,
  onSelect,
  onGoToStart,
  onRetry,
  onReset,
  headingId,
}: ResultsListProps) => {
  const { t } = useTranslation('search');
  const nowMs = useNow();

  if (isError && !data) {
    return (
      <div className={styles.state} role="alert">
        <h2 id={headingId} className={styles.stateTitle}>
          {t('results.failed')}
        </h2>
        <p className={styles.stateText}>{t('results.failedText')}</p>
        <Button onPress={onRetry}>{t('results.retry')}</Button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <div className={styles.loading}>
        <h2 id={headingId} className={styles.count} aria-live="polite">
          <Spinner size="small" /> {t('results.loading')}
        </h2>
        <Skeleton />
      </div>
    );
  }
  if (!data.positions.length) {
    return (
      <div className={styles.state}>
        <h2 id={headingId} className={styles.stateTitle}>
          {t('results.emptyTitle')}
        </h2>
        <p className={styles.stateText}>{t('results.emptyText')}</p>
        <Button variant="secondary" onPress={onReset}>
          {t('reset')}
        </Button>
      </div>
    );
  }
  const first = data.resultsMetaData.start + 1;
  const last = data.resultsMetaData.start + data.positions.length;
  return (
    <div className={styles.results} aria-busy={isRefreshing}>
      <h2 id={headingId} className={styles.count} aria-live="polite">
        {t('results.count', { count: data.count, first, last })}
        {isRefreshing ? <Spinner size="small" /> : null}
      </h2>
      <ul className={isRefreshing ? `${styles.list} ${styles.stale}` : styles.list}>
        {data.positions.map((position) => (
          <li key={position.id}>
            <ResultCard
              position={position}
              href={hrefOf(position.id)}
              isSelected={position.id === selectedPid}
              onSelect={onSelect}
              nowMs={nowMs}
            />
          </li>
        ))}
      </ul>
      {data.count > SEARCH_PAGE_SIZE ? (
        <Pagination
          start={data.resultsMetaData.start}
          count={data.count}
          onGoToStart={onGoToStart}
        />
      ) : null}
    </div>
  );
};
