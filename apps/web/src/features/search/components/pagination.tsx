import { SEARCH_MAX_START, SEARCH_PAGE_SIZE } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './pagination.module.css';

type PaginationProps = {
  start: number;
  count: number;
  onGoToStart: (start: number) => void;
};

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export const pageWindow = (current: number, last: number): (number | 'gap')[] => {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const kept = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of kept) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push('gap');
    items.push(page);
  }
  return items;
};

/** Pages of 10, up to the deepest page the search serves. */
export const Pagination = ({ start, count, onGoToStart }: PaginationProps) => {
  const { t } = useTranslation('search');
  const reachable = Math.min(count, SEARCH_MAX_START + SEARCH_PAGE_SIZE);
  const last = Math.max(1, Math.ceil(reachable / SEARCH_PAGE_SIZE));
  const current = Math.floor(start / SEARCH_PAGE_SIZE) + 1;
  if (last <= 1) return null;
  const go = (page: number) => {
    onGoToStart((page - 1) * SEARCH_PAGE_SIZE);
  };
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.step}
        disabled={current <= 1}
        onClick={() => {
          go(current - 1);
        }}
      >
        {t('pagination.previous')}
      </button>
      <ol className={styles.pages}>
        {pageWindow(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => {
                  if (item !== current) go(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.step}
        disabled={current >= last}
        onClick={() => {
          go(current + 1);
        }}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
};
