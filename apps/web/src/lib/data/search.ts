import { api, encodeSearchQuery, type SearchParams } from '@careers/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * A search as its cache key: filter values in any order are the same search, so they are sorted
 * (the request keeps the visitor's order).
 */
const searchKey = (params: SearchParams): SearchParams => ({
  ...params,
  filterParams: Object.fromEntries(
    Object.entries(params.filterParams)
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => [name, [...values].sort()]),
  ),
});

/** A page of 10 positions, the total and the filters with their counts. */
export const searchQueryOptions = (domain: string, hl: string, params: SearchParams) =>
  queryOptions({
    queryKey: queryKeys.search.results(domain, hl, searchKey(params)),
    queryFn: ({ signal }) =>
      callApi(
        api.searchPositions,
        { query: { ...encodeSearchQuery(params), domain, hl } },
        { signal },
      ),
    // Results are cached per key: going back to a page or a filter set shows it at once.
    staleTime: STALE_TIME.fiveMinutes,
    placeholderData: keepPreviousData,
  });

export const useSearchPositions = (params: SearchParams) => {
  const { domain, language } = useBootData();
  return useQuery(searchQueryOptions(domain, language, params));
};

/** The search's positions grouped by place within `params.bounds` (absent: nothing asked). */
export const useMapMarkers = (params: SearchParams) => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: queryKeys.search.markers(domain, searchKey(params)),
    queryFn: ({ signal }) =>
      callApi(api.getMapMarkers, { query: { ...encodeSearchQuery(params), domain } }, { signal }),
    enabled: params.bounds !== undefined,
    staleTime: STALE_TIME.twoMinutes,
    placeholderData: keepPreviousData,
  });
};

export type SuggestionType = 'query' | 'location';

/** Suggestions for the query box or the location box, as the visitor types. */
export const getSuggestions = (
  input: { domain: string; hl: string; type: SuggestionType; term: string },
  signal?: AbortSignal,
) => callApi(api.getSuggestions, { query: input }, { signal });
