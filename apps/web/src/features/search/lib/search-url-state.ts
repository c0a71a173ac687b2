import {
  SEARCH_MAX_START,
  SEARCH_SORTS,
  parsePositionId,
  type SearchSort,
  type TenantConfig,
} from '@careers/shared';
import { pathSearchText } from './path-search-text.ts';

export const FILTER_PREFIX = 'filter_';
/** `filter_distance` is the radius of a location search, kept as a filter like any other. */
export const DISTANCE_FILTER = 'distance';

/** Filter name to its chosen values; a filter with no value is absent. */
export type SearchFilters = Readonly<Record<string, readonly string[]>>;

/** Everything the search page keeps in its address (spec 001 section 2). */
export type SearchUrlState = {
  query: string;
  location: string;
  start: number;
  /** The selected position. */
  pid: number | undefined;
  sortBy: SearchSort | undefined;
  tab: string | undefined;
  filters: SearchFilters;
  /** The point of 'current location' and 'Map Location' (spec 001 section 4). */
  point: { lat: number; lng: number } | undefined;
  /** 'Map Area': south,west,north,east. */
  bounds: string | undefined;
};

type FilterNaming = Pick<TenantConfig, 'searchConfig' | 'searchOptionsMap' | 'behaviourFlags'>;

/** The search's own parameters; everything else (domain, hl, utm_source, …) is carried over. */
const OWN_PARAMS = new Set([
  'query',
  'location',
  'start',
  'pid',
  'sort_by',
  'tab',
  'lat',
  'lng',
  'bounds',
]);

const normalizeName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The configured filter a plain parameter names: the filter's own name or its display name
 * (spec 001 section 2), as the server reads it. Other plain parameters are not filters.
 */
export const plainFilterName = (key: string, config: FilterNaming): string | undefined => {
  const wanted = normalizeName(key);
  return config.searchConfig.allFilters.find((filter) => {
    const displayName = config.searchOptionsMap[filter]?.displayName;
    return (
      wanted === filter || (displayName !== undefined && normalizeName(displayName) === wanted)
    );
  });
};

const filterNameOf = (key: string, config: FilterNaming): string | undefined => {
  if (key.startsWith(FILTER_PREFIX)) return key.slice(FILTER_PREFIX.length) || undefined;
  if (OWN_PARAMS.has(key)) return undefined;
  return plainFilterName(key, config);
};

const readStart = (value: string | null): number => {
  const start = Number(value);
  if (!Number.isInteger(start) || start < 0) return 0;
  return Math.min(start, SEARCH_MAX_START);
};

const readSort = (value: string | null): SearchSort | undefined =>
  SEARCH_SORTS.find((sort) => sort === value);

const readPoint = (search: URLSearchParams): SearchUrlState['point'] => {
  const lat = Number(search.get('lat') ?? Number.NaN);
  const lng = Number(search.get('lng') ?? Number.NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
};

/** Reads the search from the path (/careers/{query}/{location}) and the query string. */
export const readSearchUrlState = (
  pathParams: { query?: string | undefined; location?: string | undefined },
  search: URLSearchParams,
  config: FilterNaming,
): SearchUrlState => {
  const hasCommaValues = config.behaviourFlags.enableCommaInFilterValues;
  const filters: Record<string, string[]> = {};
  for (const [key, value] of search) {
    const name = filterNameOf(key, config);
    if (!name) continue;
    const values = (hasCommaValues ? [value] : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    const kept = [...new Set([...(filters[name] ?? []), ...values])];
    if (kept.length) filters[name] = kept;
  }
  return {
    query: pathSearchText(pathParams.query) ?? search.get('query')?.trim() ?? '',
    location: pathSearchText(pathParams.location) ?? search.get('location')?.trim() ?? '',
    start: readStart(search.get('start')),
    pid: parsePositionId(search.get('pid')),
    sortBy: readSort(search.get('sort_by')),
    tab: search.get('tab')?.trim() || undefined,
    filters,
    point: readPoint(search),
    bounds: /^-?[\d.]+(,-?[\d.]+){3}$/.test(search.get('bounds') ?? '')
      ? (search.get('bounds') ?? undefined)
      : undefined,
  };
};

/**
 * The query string for `state`: the search's own parameters written canonically (filters as
 * `filter_{name}`, comma-joined unless values may hold commas), every other parameter of
 * `current` (domain, hl, debug, show_login_modal, the carried-over ones) kept as it was.
 */
export const writeSearchParams = (
  current: URLSearchParams,
  state: SearchUrlState,
  config: FilterNaming,
): URLSearchParams => {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (OWN_PARAMS.has(key) || filterNameOf(key, config)) continue;
    next.append(key, value);
  }
  if (state.query) next.set('query', state.query);
  if (state.location) next.set('location', state.location);
  if (state.start > 0) next.set('start', String(state.start));
  if (state.pid !== undefined) next.set('pid', String(state.pid));
  if (state.sortBy) next.set('sort_by', state.sortBy);
  if (state.tab) next.set('tab', state.tab);
  if (state.bounds) next.set('bounds', state.bounds);
  if (state.point) {
    next.set('lat', String(state.point.lat));
    next.set('lng', String(state.point.lng));
  }
  const hasCommaValues = config.behaviourFlags.enableCommaInFilterValues;
  for (const [name, values] of Object.entries(state.filters)) {
    if (!values.length) continue;
    if (hasCommaValues) for (const value of values) next.append(`${FILTER_PREFIX}${name}`, value);
    else next.set(`${FILTER_PREFIX}${name}`, values.join(','));
  }
  return next;
};

/** Two filter sets are the same when every filter has the same values in any order. */
export const sameFilters = (left: SearchFilters, right: SearchFilters): boolean => {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const a = [...(left[key] ?? [])].sort();
    const b = [...(right[key] ?? [])].sort();
    if (a.length !== b.length || a.some((value, index) => value !== b[index])) return false;
  }
  return true;
};

/** Drops filters left without values. */
export const compactFilters = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0));
