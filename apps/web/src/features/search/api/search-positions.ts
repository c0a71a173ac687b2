import { searchResponseSchema, type SearchSort } from '@careers/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME, type QueryParams } from '@/lib/http/index.ts';
import { FILTER_PREFIX, type SearchFilters } from '../lib/search-url-state.ts';

/** What a search result depends on: its cache key (spec 001 section 4). */
export type SearchRequest = {
  query: string;
  location: string;
  start: number;
  sortBy: SearchSort | undefined;
  filters: SearchFilters;
  point: { lat: number; lng: number } | undefined;
  bounds: string | undefined;
};

/** The API parameters of a search; filters repeat `filter_{name}` once per value. */
export const searchRequestParams = (request: SearchRequest): QueryParams => {
  const params: QueryParams = {
    query: request.query || undefined,
    location: request.location || undefined,
    start: request.start || undefined,
    sort_by: request.sortBy,
    lat: request.point?.lat,
    lng: request.point?.lng,
    bounds: request.bounds,
  };
  for (const [name, values] of Object.entries(request.filters))
    if (values.length) params[`${FILTER_PREFIX}${name}`] = values;
  return params;
};

/** GET /api/pcsx/search : a page of 10 positions, the total and the filters with their counts. */
export const searchPositions = (
  domain: string,
  hl: string,
  request: SearchRequest,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/search', {
    params: { domain, hl, ...searchRequestParams(request) },
    schema: searchResponseSchema.shape.data,
    signal,
  });

const sortedFilters = (filters: SearchFilters) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, values]) => [name, [...values].sort()]),
  );

export const SEARCH_QUERY_KEY = 'search-positions';

export const searchQueryOptions = (domain: string, hl: string, request: SearchRequest) =>
  queryOptions({
    queryKey: [
      SEARCH_QUERY_KEY,
      domain,
      hl,
      {
        query: request.query,
        location: request.location,
        start: request.start,
        sortBy: request.sortBy ?? null,
        point: request.point ?? null,
        bounds: request.bounds ?? null,
        filters: sortedFilters(request.filters),
      },
    ] as const,
    queryFn: ({ signal }) => searchPositions(domain, hl, request, signal),
    // Results are cached per key: going back to a page or a filter set shows it at once.
    staleTime: STALE_TIME.fiveMinutes,
    placeholderData: keepPreviousData,
  });

export const useSearchPositions = (request: SearchRequest) => {
  const { domain, language } = useBootData();
  return useQuery(searchQueryOptions(domain, language, request));
};
