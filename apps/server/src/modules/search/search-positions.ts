import {
  type Language,
  POSTED_DATE_VALUES,
  SEARCH_PAGE_SIZE,
  postedSinceThresholds,
  type SearchResultData,
  type TenantConfig,
} from '@careers/shared';
import type { SortOrder } from '@careers/search';
import type { FacetField } from './to-search-document.ts';
import { buildFilterDefinitions, type FilterCounts } from './filter-definitions.ts';
import type { ResolvedSearch } from './read-search.ts';
import { engineConstraints } from './engine-constraints.ts';
import { resolveLocation } from './resolve-location.ts';
import type { PositionSummary } from '../../services/search/search-indexes.ts';
import type { TenantSearch } from './tenant-search.ts';

/** A search page as the index answers it: each position's link on a host is the caller's to add. */
export type SearchPage = Omit<SearchResultData, 'positions'> & {
  positions: (PositionSummary & { distanceKm?: number })[];
};

const ENGINE_SORT: Record<ResolvedSearch['sort'], SortOrder> = {
  relevance: 'relevance',
  timestamp: 'newest',
  distance: 'distance',
};

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** One search page: hits with their summaries, the total and every configured filter's counts. */
export const searchPositions = (
  search: TenantSearch,
  config: TenantConfig,
  params: ResolvedSearch,
  nowSeconds: number,
  /** The filters' default names and labels are in this language. */
  language?: Language,
): SearchPage => {
  const started = performance.now();
  const location = resolveLocation(params, search.index, config);
  // Nearest first needs a point; a country or no location has none, so relevance it is.
  const sort = params.sort === 'distance' && !location.origin ? 'relevance' : params.sort;
  const all = engineConstraints(params, location, nowSeconds);
  const facetFields = config.searchConfig.allFilters.filter(
    (name): name is FacetField => name !== 'posted_date',
  );
  const countsDates = config.searchConfig.allFilters.includes('posted_date');
  const result = search.index.search({
    ...all,
    sort: ENGINE_SORT[sort],
    start: params.start,
    size: SEARCH_PAGE_SIZE,
    facets: facetFields,
    // disjunctive like every facet: each range counted with every other filter applied
    ...(countsDates && { postedSince: postedSinceThresholds(nowSeconds) }),
  });
  const counts: FilterCounts = { ...result.facets };
  if (countsDates) {
    counts.posted_date = POSTED_DATE_VALUES.map((value, i) => ({
      value,
      count: result.postedSince[i]!,
    }));
  }
  const appliedFilters: Record<string, string[]> = { ...params.filters };
  if (params.distanceKm !== undefined) appliedFilters.distance = [String(params.distanceKm)];

  return {
    count: result.total,
    positions: result.hits.flatMap((hit) => {
      const summary = search.summary(hit.id);
      if (!summary) return [];
      return [
        {
          ...summary,
          ...(hit.distanceKm !== undefined && { distanceKm: roundKm(hit.distanceKm) }),
        },
      ];
    }),
    filterDef: { allFilters: buildFilterDefinitions(config, counts, params.filters, language) },
    sortBy: sort,
    appliedFilters,
    resultsMetaData: {
      start: params.start,
      pageSize: SEARCH_PAGE_SIZE,
      query: params.query,
      location: params.location,
      locationType: location.type,
      origin: location.origin,
    },
    savedSearchMetadata: {
      isEnabled:
        config.searchConfig.savedSearchNotificationEnabled &&
        config.loginSignupConfig.candidateLoginEnabled,
    },
    // what the search did not use is said, never refused: clients send PCSx's filters to all sites
    ...((params.isDebug || params.ignoredParams.length > 0) && {
      debugData: {
        ...(params.ignoredParams.length > 0 && { ignoredParams: params.ignoredParams }),
        ...(params.isDebug && {
          tookMs: Math.round((performance.now() - started) * 1000) / 1000,
          indexedPositions: search.index.size,
          locationType: location.type,
          engineQuery: { ...all, sort: ENGINE_SORT[sort], start: params.start },
        }),
      },
    }),
  };
};
