import { lazy, Suspense, useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useSearchPositions } from '@/lib/data/search.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePageTitleParts } from '@/lib/page-title/index.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import { PositionPreview } from '../components/position-preview.tsx';
import { ResultsList } from '../components/results-list.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { SearchBar } from '../components/search-bar.tsx';
import { useIsDesktop } from '../hooks/use-is-desktop.ts';
import { useSearchState } from '../hooks/use-search-state.ts';
import { useSelectedPosition } from '../hooks/use-selected-position.ts';
import { searchParamsOf } from '../lib/search-url-state.ts';
import { applyHref, carriedParams, jobHref } from '@/lib/job-links/job-links.ts';
import { useIsClient } from '@/lib/media/use-is-client.ts';
import styles from './search-page.module.css';

// A signed-in candidate's job cart: visitors' pages load without it.
const JobCartPanel = lazy(async () => ({
  default: (await import('../components/job-cart-panel.tsx')).JobCartPanel,
}));

// Leaflet and the country shapes load only when the map tab opens.
const MapPanel = lazy(async () => ({
  default: (await import('../components/map-panel.tsx')).MapPanel,
}));

/**
 * /careers, /careers/search and /careers/{query}/{location}: the search box, filters with
 * counts, a page of results and, on desktop, the selected position beside the list. Phones show
 * the list; a result opens its own page.
 */
export const SearchPage = () => {
  // the map is the browser's alone: a server render shows it loading
  const isClient = useIsClient();
  const { t } = useTranslation('search');
  const { domain, config, isLoggedIn } = useBootData();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { url, filters, isFilterPending, actions } = useSearchState();
  const isDesktop = useIsDesktop();
  const resultsHeadingId = useId();
  usePageTitleParts({ query: url.query || undefined, location: url.location || undefined });

  const request = searchParamsOf(url);
  const result = useSearchPositions(request);
  const hasMap = config.searchConfig.mapConfig.enabled;
  const isMap = hasMap && url.tab === 'map';
  const data = result.data;
  const isFresh = result.isSuccess && !result.isPlaceholderData;

  // After a load the first result is selected, unless the address names one.
  const firstId = isFresh ? data?.positions[0]?.id : undefined;
  const { select } = actions;
  useEffect(() => {
    if (url.pid === undefined && firstId !== undefined) select(firstId, { isAutomatic: true });
  }, [url.pid, firstId, select]);

  const selected = useSelectedPosition(data, url.pid, url.location);
  const hasSomethingToReset = Boolean(
    url.query || url.location || url.start || url.sortBy || Object.keys(filters).length,
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <SearchBar query={url.query} location={url.location} onSearch={actions.search} />
        <FilterBar
          definitions={data?.filterDef.allFilters ?? []}
          filters={filters}
          sortBy={url.sortBy}
          canSortByDistance={Boolean(data?.resultsMetaData.origin)}
          hasSomethingToReset={hasSomethingToReset}
          onFilterChange={actions.setFilter}
          onClearFilters={actions.clearFilters}
          onSortChange={actions.setSort}
          onReset={actions.reset}
        />
        {isLoggedIn && config.jobCart.enabled ? (
          <Suspense fallback={null}>
            <JobCartPanel
              hrefOf={(pid) => jobHref(pid, searchParams, domain)}
              applyAllHref={(pids) => {
                const params = carriedParams(searchParams, domain);
                params.set('pid', pids.join(','));
                return `/careers/apply?${params.toString()}`;
              }}
            />
          </Suspense>
        ) : null}
        <div className={styles.viewBar}>
          {hasMap ? (
            <div className={styles.tabs} role="group" aria-label={t('map.view')}>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={!isMap}
                onClick={() => {
                  actions.setTab(undefined);
                }}
              >
                {t('map.list')}
              </button>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={isMap}
                onClick={() => {
                  actions.setTab('map');
                }}
              >
                {t('map.map')}
              </button>
            </div>
          ) : null}
          {data?.savedSearchMetadata.isEnabled ? (
            <SaveSearchButton
              key={`${url.query}\n${url.location}\n${JSON.stringify(url.filters)}`}
              query={url.query}
              location={url.location}
              filters={url.filters}
            />
          ) : null}
        </div>
      </header>
      {isMap ? (
        <Suspense fallback={<p role="status">{t('map.loading')}</p>}>
          {isClient ? (
            <MapPanel request={request} location={url.location} actions={actions} />
          ) : (
            <p role="status">{t('map.loading')}</p>
          )}
        </Suspense>
      ) : null}
      <div className={styles.body}>
        <section className={styles.results} aria-labelledby={resultsHeadingId}>
          <ResultsList
            data={data}
            isLoading={result.isPending}
            isRefreshing={isFilterPending || result.isPlaceholderData}
            isError={result.isError}
            selectedPid={url.pid}
            hrefOf={(pid) => jobHref(pid, searchParams, domain)}
            onSelect={
              isDesktop
                ? (pid) => {
                    select(pid);
                  }
                : (pid) => void navigate(jobHref(pid, searchParams, domain))
            }
            onGoToStart={(start) => {
              actions.goToStart(start);
              window.scrollTo({ top: 0 });
            }}
            onRetry={() => void result.refetch()}
            onReset={actions.reset}
            headingId={resultsHeadingId}
          />
        </section>
        {isDesktop && selected ? (
          <aside className={styles.details} aria-label={t('preview.label')}>
            <PositionPreview
              position={selected}
              queriedLocation={url.location}
              jobHref={jobHref(selected.id, searchParams, domain)}
              applyHref={applyHref(selected.id, searchParams, domain)}
            />
          </aside>
        ) : null}
      </div>
    </div>
  );
};
