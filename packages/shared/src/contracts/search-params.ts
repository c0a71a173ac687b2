import { z } from 'zod';
import {
  decodeSearchQuery,
  encodeSearchQuery,
  type SearchBounds,
  type SearchParams,
  type SearchPoint,
} from './search-query-codec.ts';
import { MAX_DISTANCE_KM, SEARCH_MAX_START, SEARCH_SORTS } from './search-terms.ts';

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

const geoPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
}) satisfies z.ZodType<SearchPoint>;

/** A map area; `west` above `east` crosses the antimeridian. */
export const searchBoundsSchema = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
}) satisfies z.ZodType<SearchBounds>;

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
}) satisfies z.ZodType<SearchParams>;

/**
 * The search's parameters, one codec for the search API, the search page's address and the job
 * alerts: `decode` reads an address (anything out of range is an issue on that parameter, which
 * the API answers as a 400), `encode` writes one. Filters are resolved against the tenant's
 * filters by `resolveSearchFilters`.
 */
export const searchQuerySchema = z.codec(rawSearchQuerySchema, searchParamsSchema, {
  decode: (raw, ctx) => {
    const decoded = decodeSearchQuery(raw);
    if (decoded.success) return decoded.data;
    for (const { param, message } of decoded.issues)
      ctx.issues.push({ code: 'custom', message, input: raw[param], path: [param] });
    return z.NEVER;
  },
  encode: encodeSearchQuery,
});
