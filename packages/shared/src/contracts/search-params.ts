import { z } from 'zod';
import { MAX_DISTANCE_KM, SEARCH_MAX_START, SEARCH_SORTS, readSearchSort } from './search.ts';

/** A query parameter as an address carries it: once, or repeated. */
const param = z.union([z.string(), z.array(z.string())]).optional();

/** The address form of a search: what GET /api/pcsx/search and the search page's URL carry. */
const rawSearchQuerySchema = z.looseObject({
  domain: param,
  hl: param,
  query: param.describe('Words to find in titles, skills, departments, places and descriptions.'),
  location: param.describe(
    "A place, or one of 'remote', 'current location', 'Map Location', 'Map Area'.",
  ),
  start: param.describe('Offset of the page, 0 to 10000; pages have 10 positions.'),
  sort_by: param.describe(
    'relevance (default), timestamp (newest first; also new, newest, date, recent) or distance ' +
      '(nearest first; relevance when the location has no coordinates). Any other value: relevance.',
  ),
  lat: param.describe('Latitude of the point for current location, Map Location or distance.'),
  lng: param.describe('Longitude of that point.'),
  bounds: param.describe('Map area: south,west,north,east.'),
  filter_distance: param.describe('Radius in km around the location or point.'),
  filter_posted_date: param.describe('past_day, past_week, past_month or YYYY-MM-DD..YYYY-MM-DD.'),
  debug: param,
});
export type RawSearchQuery = z.input<typeof rawSearchQuerySchema>;

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

const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });
export type SearchPoint = z.infer<typeof geoPointSchema>;

/** A map area; `west` above `east` crosses the antimeridian. */
export const searchBoundsSchema = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type SearchBounds = z.infer<typeof searchBoundsSchema>;

/** A search read from its address: numbers, a point, bounds and the filter parameters as given. */
export const searchParamsSchema = z.object({
  query: z.string(),
  location: z.string(),
  start: z.int().min(0).max(SEARCH_MAX_START),
  /** Absent: relevance. */
  sortBy: z.enum(SEARCH_SORTS).optional(),
  point: geoPointSchema.optional(),
  bounds: searchBoundsSchema.optional(),
  /** `filter_distance`: the radius around the location or point. */
  distanceKm: z.number().min(0).max(MAX_DISTANCE_KM).optional(),
  isDebug: z.boolean(),
  /**
   * Every other parameter, values as given: `filter_{name}`, a filter's display name, or neither.
   * `resolveSearchFilters` reads them with the tenant's filters.
   */
  filterParams: z.record(z.string(), z.array(z.string())),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

const MAX_TEXT = 200;

/** The last value of a parameter given once or repeated. */
const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.at(-1) : value)?.trim() ?? '';

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
 * The search's parameters, one codec for the search API, the search page's address and the job
 * alerts: `decode` reads an address (anything out of range is an issue on that parameter, which
 * the API answers as a 400), `encode` writes one. Filters are resolved against the tenant's
 * filters by `resolveSearchFilters`.
 */
export const searchQuerySchema = z.codec(rawSearchQuerySchema, searchParamsSchema, {
  decode: (raw, ctx) => {
    let hasIssue = false;
    const refuse = (name: string, message: string) => {
      hasIssue = true;
      ctx.issues.push({ code: 'custom', message, input: raw[name], path: [name] });
    };
    const text = (name: 'query' | 'location') => {
      const value = single(raw[name]);
      if (value.length > MAX_TEXT) refuse(name, `Expected at most ${MAX_TEXT} characters.`);
      return value;
    };
    const number = (name: string, min: number, max: number, rule: string) => {
      const value = single(raw[name] as string | string[] | undefined);
      if (value === '') return undefined;
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed < min || parsed > max)
        refuse(name, `Expected ${rule}.`);
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
      if (SEARCH_OWN_PARAMS.has(key) || value === undefined) continue;
      if (typeof value === 'string') filterParams[key] = [value];
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        filterParams[key] = value as string[];
      else refuse(key, 'Expected text.');
    }

    if (hasIssue) return z.NEVER;
    return {
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
    };
  },
  encode: (params) => ({
    ...(params.query && { query: params.query }),
    ...(params.location && { location: params.location }),
    ...(params.start > 0 && { start: String(params.start) }),
    ...(params.sortBy && { sort_by: params.sortBy }),
    ...(params.point && { lat: String(params.point.lat), lng: String(params.point.lng) }),
    ...(params.bounds && { bounds: formatSearchBounds(params.bounds) }),
    ...(params.distanceKm !== undefined && { filter_distance: String(params.distanceKm) }),
    ...(params.isDebug && { debug: '1' }),
    ...params.filterParams,
  }),
});
