import type { ChatPageSearch, ChatSearch } from '@careers/shared';

const FILTER_PREFIX = 'filter_';
const POINT_PARAMS = ['lat', 'lng'] as const;

/** The search the page shows, from its address (or the path of /careers/{query}/{location}). */
export const readPageSearch = (
  params: URLSearchParams,
  path: { query?: string | undefined; location?: string | undefined },
): ChatSearch => {
  const filters: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (key.startsWith(FILTER_PREFIX))
      filters[key.slice(FILTER_PREFIX.length)] = params.getAll(key);
  }
  const lat = Number(params.get('lat') ?? NaN);
  const lng = Number(params.get('lng') ?? NaN);
  return {
    query: params.get('query') ?? path.query ?? '',
    location: params.get('location') ?? path.location ?? '',
    filters,
    ...(Number.isFinite(lat) && Number.isFinite(lng) && { lat, lng }),
  };
};

/**
 * The search page's address for a search the assistant describes, keeping the tenant and the
 * language (and any carried-over parameters) of the current address.
 */
export const pageSearchHref = (search: ChatPageSearch, carried: URLSearchParams) => {
  const params = new URLSearchParams(carried);
  if (search.query) params.set('query', search.query);
  if (search.location) params.set('location', search.location);
  for (const [key, values] of Object.entries(search.filters)) {
    if (!key.startsWith(FILTER_PREFIX) && !(POINT_PARAMS as readonly string[]).includes(key))
      continue;
    for (const value of values) params.append(key, value);
  }
  return `/careers?${params.toString()}`;
};
