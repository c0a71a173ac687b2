import {
  FILTER_PARAM_PREFIX,
  SEARCH_MAX_START,
  SEARCH_OWN_PARAMS,
  decodeSearchQuery,
  encodeSearchQuery,
  parsePositionId,
  resolveSearchFilters,
  searchFilterNamed,
  type FilterNaming,
  type SearchBounds,
  type SearchParams,
  type SearchSort,
} from '@careers/shared';
import { pathSearchText } from './path-search-text.ts';

/** `filter_distance` is the radius of a location search, kept as a filter like any other. */
export const DISTANCE_FILTER = 'distance';

/** Filter name to its chosen values; a filter with no value is absent. */
export type SearchFilters = Readonly<Record<string, readonly string[]>>;

/** Everything the search page keeps in its address. */
export type SearchUrlState = {
  query: string;
  location: string;
  start: number;
  /** The selected position. */
  pid: number | undefined;
  sortBy: SearchSort | undefined;
  tab: string | undefined;
  filters: SearchFilters;
  /** The point of 'current location' and 'Map Location'. */
  point: { lat: number; lng: number } | undefined;
  /** 'Map Area': south,west,north,east. */
  bounds: string | undefined;
};

/** The page's own parameters beside the search's: the selected position and the tab. */
const PAGE_PARAMS = new Set(['pid', 'tab']);
/** Parameters the page carries over as they are (the tenant, the language, debugging). */
const CARRIED_PARAMS = new Set(['domain', 'hl', 'debug']);

/** The parameters the page writes itself: the search's and its own, filters included. */
const isWrittenParam = (key: string, naming: FilterNaming) =>
  (SEARCH_OWN_PARAMS.has(key) && !CARRIED_PARAMS.has(key)) ||
  PAGE_PARAMS.has(key) ||
  key.startsWith(FILTER_PARAM_PREFIX) ||
  searchFilterNamed(key, naming) !== undefined;

const rawQueryOf = (search: URLSearchParams) => {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of search) if (!PAGE_PARAMS.has(key)) (raw[key] ??= []).push(value);
  // A page past the last one the search serves shows the last one.
  const start = Number(raw.start?.at(-1));
  if (Number.isInteger(start) && start > SEARCH_MAX_START) raw.start = [String(SEARCH_MAX_START)];
  return raw;
};

/**
 * The search of an address as the search API reads it, leaving out every parameter the API would
 * refuse: a mistyped address still shows a search.
 */
const decodeLeniently = (raw: Record<string, string[]>): SearchParams => {
  let input = raw;
  for (;;) {
    const result = decodeSearchQuery(input);
    if (result.success) return result.data;
    const refused = new Set(result.issues.map((issue) => issue.param));
    // lat and lng go together: a refusal of one (or of the missing one) drops both
    if (refused.has('lat') || refused.has('lng')) refused.add('lat').add('lng');
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key)));
    // nothing left to drop: the empty search (which always reads)
    input = Object.keys(kept).length === Object.keys(input).length ? {} : kept;
  }
};

/** Reads the search from the path (/careers/{query}/{location}) and the query string. */
export const readSearchUrlState = (
  pathParams: { query?: string | undefined; location?: string | undefined },
  search: URLSearchParams,
  naming: FilterNaming,
): SearchUrlState => {
  const params = decodeLeniently(rawQueryOf(search));
  const { filters } = resolveSearchFilters(params.filterParams, naming);
  return {
    query: pathSearchText(pathParams.query) ?? params.query,
    location: pathSearchText(pathParams.location) ?? params.location,
    start: params.start,
    pid: parsePositionId(search.get('pid')),
    sortBy: params.sortBy,
    tab: search.get('tab')?.trim() || undefined,
    filters: {
      ...filters,
      ...(params.distanceKm !== undefined && { [DISTANCE_FILTER]: [String(params.distanceKm)] }),
    },
    point: params.point,
    bounds: params.bounds ? search.get('bounds')?.trim() : undefined,
  };
};

/** 'south,west,north,east' as the search API reads it, or undefined. */
export const readBounds = (text: string | undefined): SearchBounds | undefined => {
  const result = text ? decodeSearchQuery({ bounds: text }) : undefined;
  return result?.success ? result.data.bounds : undefined;
};

/** The state's search in the terms of the search API; `joinValues` writes one value per filter. */
export const searchParamsOf = (
  state: Omit<SearchUrlState, 'pid' | 'tab'>,
  { joinValues = false } = {},
): SearchParams => {
  const { [DISTANCE_FILTER]: distance, ...filters } = state.filters;
  const distanceKm = distance?.length ? Number(distance[0]) : Number.NaN;
  return {
    query: state.query,
    location: state.location,
    start: state.start,
    sortBy: state.sortBy,
    point: state.point,
    bounds: readBounds(state.bounds),
    distanceKm: Number.isFinite(distanceKm) ? distanceKm : undefined,
    isDebug: false,
    filterParams: Object.fromEntries(
      Object.entries(filters)
        .filter(([, values]) => values.length > 0)
        .map(([name, values]) => [
          `${FILTER_PARAM_PREFIX}${name}`,
          joinValues ? [values.join(',')] : [...values],
        ]),
    ),
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
  naming: FilterNaming,
): URLSearchParams => {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!isWrittenParam(key, naming)) next.append(key, value);
  const joinValues = !naming.behaviourFlags.enableCommaInFilterValues;
  const written = encodeSearchQuery(searchParamsOf(state, { joinValues }));
  for (const [key, value] of Object.entries(written))
    for (const item of [value ?? []].flat()) next.append(key, String(item));
  if (state.pid !== undefined) next.set('pid', String(state.pid));
  if (state.tab) next.set('tab', state.tab);
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
