import type { SearchParamIssue } from './search-filters.ts';
import {
  MAX_DISTANCE_KM,
  SEARCH_MAX_START,
  readSearchSort,
  type SearchSort,
} from './search-terms.ts';

// The search's address, read and written by hand: the search page does it in the browser, which
// loads no zod (the search page's JavaScript budget). search-params.ts wraps the same two
// functions in the zod codec the API validates by, so both read an address the same way.

/**
 * The parameters the search reads itself; any other one is a filter (`filter_{name}`, or a
 * filter's display name) or none of the search's business (utm_source, …).
 */
export const SEARCH_OWN_PARAMS: ReadonlySet<string> = new Set([
  'domain',
  'hl',
  'query',
  'location',
  'start',
  'sort_by',
  'lat',
  'lng',
  'bounds',
  'filter_distance',
  'debug',
]);

export type SearchPoint = { lat: number; lng: number };

/** A map area; `west` above `east` crosses the antimeridian. */
export type SearchBounds = { south: number; west: number; north: number; east: number };

/** A search read from its address: numbers, a point, bounds and the filter parameters as given. */
export type SearchParams = {
  query: string;
  location: string;
  start: number;
  /** Absent: relevance. */
  sortBy?: SearchSort | undefined;
  point?: SearchPoint | undefined;
  bounds?: SearchBounds | undefined;
  /** `filter_distance`: the radius around the location or point. */
  distanceKm?: number | undefined;
  isDebug: boolean;
  /**
   * Every other parameter, values as given: `filter_{name}`, a filter's display name, or neither.
   * `resolveSearchFilters` reads them with the tenant's filters.
   */
  filterParams: Record<string, string[]>;
};

export type SearchQueryDecoding =
  { success: true; data: SearchParams } | { success: false; issues: SearchParamIssue[] };

const MAX_TEXT = 200;

const isText = (value: unknown): value is string | string[] =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The last value of a parameter given once or repeated. */
const single = (value: unknown) =>
  (isText(value) ? (Array.isArray(value) ? value.at(-1) : value) : undefined)?.trim() ?? '';

/** 'south,west,north,east' with south not above north, or null. */
const readBounds = (value: string): SearchBounds | null => {
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [south = NaN, west = NaN, north = NaN, east = NaN] = parts;
  const isValid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    south <= north;
  return isValid ? { south, west, north, east } : null;
};

/** `bounds` as the search writes it. */
export const formatSearchBounds = (bounds: SearchBounds) =>
  [bounds.south, bounds.west, bounds.north, bounds.east].join(',');

/**
 * Reads a search's address (query parameters, each once or repeated): anything out of range is
 * an issue on that parameter, which the API answers as a 400. Filters are resolved against the
 * tenant's filters by `resolveSearchFilters`.
 */
export const decodeSearchQuery = (raw: Readonly<Record<string, unknown>>): SearchQueryDecoding => {
  const issues: SearchParamIssue[] = [];
  const refuse = (param: string, message: string) => issues.push({ param, message });
  const text = (name: 'query' | 'location') => {
    const value = single(raw[name]);
    if (value.length > MAX_TEXT) refuse(name, `Expected at most ${MAX_TEXT} characters.`);
    return value;
  };
  const number = (name: string, min: number, max: number, rule: string) => {
    const value = single(raw[name]);
    if (value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min || parsed > max) refuse(name, `Expected ${rule}.`);
    return parsed;
  };

  const query = text('query');
  const location = text('location');
  const startRule = `a whole number from 0 to ${SEARCH_MAX_START}`;
  const start = number('start', 0, SEARCH_MAX_START, startRule);
  if (start !== undefined && !Number.isInteger(start)) refuse('start', `Expected ${startRule}.`);

  // an unknown sort falls back to relevance: PCSx clients send names of their own
  const sortBy = readSearchSort(single(raw.sort_by));

  const lat = number('lat', -90, 90, 'a latitude from -90 to 90');
  const lng = number('lng', -180, 180, 'a longitude from -180 to 180');
  if ((lat === undefined) !== (lng === undefined))
    refuse(lat === undefined ? 'lat' : 'lng', 'Give both lat and lng, or neither.');

  const boundsText = single(raw.bounds);
  const bounds = boundsText === '' ? undefined : readBounds(boundsText);
  if (bounds === null)
    refuse('bounds', 'Expected south,west,north,east in degrees, with south not above north.');

  const distanceKm = number(
    'filter_distance',
    0,
    MAX_DISTANCE_KM,
    `a distance from 0 to ${MAX_DISTANCE_KM} km`,
  );

  const filterParams: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (!isText(value)) refuse(key, 'Expected text.');
    else if (!SEARCH_OWN_PARAMS.has(key)) filterParams[key] = [value].flat();
  }

  if (issues.length > 0) return { success: false, issues };
  return {
    success: true,
    data: {
      query,
      location,
      start: start ?? 0,
      sortBy,
      point: lat === undefined || lng === undefined ? undefined : { lat, lng },
      bounds: bounds ?? undefined,
      distanceKm,
      // `debug` alone or with any value but 0 and false
      isDebug: raw.debug === '' || !['', '0', 'false'].includes(single(raw.debug)),
      filterParams,
    },
  };
};

/** Writes a search's address: the parameters that differ from an empty search's. */
export const encodeSearchQuery = (params: SearchParams): Record<string, string | string[]> => ({
  ...(params.query && { query: params.query }),
  ...(params.location && { location: params.location }),
  ...(params.start > 0 && { start: String(params.start) }),
  ...(params.sortBy && { sort_by: params.sortBy }),
  ...(params.point && { lat: String(params.point.lat), lng: String(params.point.lng) }),
  ...(params.bounds && { bounds: formatSearchBounds(params.bounds) }),
  ...(params.distanceKm !== undefined && { filter_distance: String(params.distanceKm) }),
  ...(params.isDebug && { debug: '1' }),
  ...params.filterParams,
});
