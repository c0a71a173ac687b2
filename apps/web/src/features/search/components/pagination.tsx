import { SEARCH_MAX_START, SEARCH_PAGE_SIZE } from '@careers/shared';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
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

/** The address of the results from `start`: this one's, with no position chosen. */
const addressFrom = (pathname: string, search: string, start: number) => {
  const params = new URLSearchParams(search);
  params.delete('pid');
  params.delete('start');
  if (start > 0) params.set('start', String(start));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** A click the browser should handle itself: a new tab or window, a download. */
const isOwnedByBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Pages of 10, up to the deepest page the search serves. Each is a link to its results' address
 * (`start`), so a reader without script, a crawler, reaches every page; a plain click changes the
 * page in place, as the search's own state does.
 */
export const Pagination = ({ start, count, onGoToStart }: PaginationProps) => {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const reachable = Math.min(count, SEARCH_MAX_START + SEARCH_PAGE_SIZE);
  const last = Math.max(1, Math.ceil(reachable / SEARCH_PAGE_SIZE));
  const current = Math.floor(start / SEARCH_PAGE_SIZE) + 1;
  if (last <= 1) return null;
  const linkTo = (page: number) => ({
    href: addressFrom(pathname, search, (page - 1) * SEARCH_PAGE_SIZE),
    onClick: (event: MouseEvent) => {
      if (isOwnedByBrowser(event)) return;
      event.preventDefault();
      if (page !== current) onGoToStart((page - 1) * SEARCH_PAGE_SIZE);
    },
  });
  const step = (page: number, rel: 'prev' | 'next', label: string) =>
    page >= 1 && page <= last ? (
      <a className={styles.step} rel={rel} {...linkTo(page)}>
        {label}
      </a>
    ) : (
      <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      {step(current - 1, 'prev', t('pagination.previous'))}
      <ol className={styles.pages}>
        {pageWindow(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                {...linkTo(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {step(current + 1, 'next', t('pagination.next'))}
    </nav>
  );
};
