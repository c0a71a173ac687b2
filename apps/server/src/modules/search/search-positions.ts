import {
  POSTED_DATE_VALUES,
  SEARCH_PAGE_SIZE,
  postedSinceThresholds,
  type SearchResultData,
  type TenantConfig,
} from '@careers/shared';
import type { SortOrder } from '@careers/search';
import { badRequest } from '../../http/app-error.ts';
import type { FacetField } from './to-search-document.ts';
import { buildFilterDefinitions, type FilterCounts } from './filter-definitions.ts';
import type { ResolvedSearch } from './read-search.ts';
import { engineConstraints } from './engine-constraints.ts';
import { resolveLocation } from './resolve-location.ts';
import type { TenantIndex } from '../../services/search/search-indexes.ts';

const ENGINE_SORT: Record<ResolvedSearch['sort'], SortOrder> = {
  relevance: 'relevance',
  timestamp: 'newest',
  distance: 'distance',
};

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** One search page: hits with their summaries, the total and every configured filter's counts. */
export const searchPositions = (
  search: TenantIndex,
  config: TenantConfig,
  params: ResolvedSearch,
  nowSeconds: number,
): SearchResultData => {
  const started = performance.now();
  const location = resolveLocation(params, search.index, config);
  if (params.sort === 'distance' && !location.origin) {
    throw badRequest(
      'sort_by=distance needs a location with coordinates (a city, or lat and lng).',
    );
  }
  const all = engineConstraints(params, location, nowSeconds);
  const facetFields = config.searchConfig.allFilters.filter(
    (name): name is FacetField => name !== 'posted_date',
  );
  const countsDates = config.searchConfig.allFilters.includes('posted_date');
  const result = search.index.search({
    ...all,
    sort: ENGINE_SORT[params.sort],
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
      const summary = search.summaries.get(hit.id);
      if (!summary) return [];
      return [
        {
          ...summary,
          ...(hit.distanceKm !== undefined && { distanceKm: roundKm(hit.distanceKm) }),
        },
      ];
    }),
    filterDef: { allFilters: buildFilterDefinitions(config, counts, params.filters) },
    sortBy: params.sort,
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
    ...(params.isDebug && {
      debugData: {
        tookMs: Math.round((performance.now() - started) * 1000) / 1000,
        indexedPositions: search.index.size,
        locationType: location.type,
        engineQuery: { ...all, sort: ENGINE_SORT[params.sort], start: params.start },
      },
    }),
  };
};
