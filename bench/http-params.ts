import type { SearchQuery } from '@careers/search';
import { BENCH_DOMAIN } from './positions.ts';

const SORT_BY = { relevance: undefined, newest: 'timestamp', distance: 'distance' } as const;

/**
 * The engine query as /api/pcsx/search parameters: `query`, `location` ('remote' for remote
 * only), `start`, `sort_by`, `filter_{name}` (comma-separated values) and, for a radius
 * search, `lat`, `lng` and `filter_distance` in km.
 */
export const toHttpParams = (query: SearchQuery): URLSearchParams => {
  const params = new URLSearchParams({ domain: BENCH_DOMAIN });
  if (query.text) params.set('query', query.text);
  if (query.locationText) params.set('location', query.locationText);
  else if (query.isRemote) params.set('location', 'remote');
  if (query.start) params.set('start', String(query.start));
  const sortBy = query.sort && SORT_BY[query.sort];
  if (sortBy) params.set('sort_by', sortBy);
  for (const [name, values] of Object.entries(query.filters ?? {})) {
    if (values.length) params.set(`filter_${name}`, values.join(','));
  }
  if (query.near) {
    params.set('lat', String(query.near.point.lat));
    params.set('lng', String(query.near.point.lng));
    params.set('filter_distance', String(query.near.radiusKm));
  }
  return params;
};

export const toHttpPath = (query: SearchQuery) => `/api/pcsx/search?${toHttpParams(query)}`;
