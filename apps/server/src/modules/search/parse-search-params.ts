import {
  MAX_DISTANCE_KM,
  SEARCH_MAX_START,
  SEARCH_SORTS,
  type SearchFilterName,
  type SearchSort,
  type TenantConfig,
} from '@careers/shared';
import type { GeoBounds, GeoPoint } from '@careers/search';
import { badRequest } from '../../http/app-error.ts';
import { readFilterParams } from './read-filter-params.ts';

export type RawQuery = Record<string, string | string[] | undefined>;

/** GET /api/pcsx/search parameters, checked: anything out of range is a 400 with a message. */
export type SearchParams = {
  query: string;
  location: string;
  start: number;
  sort: SearchSort;
  /** Values per configured filter, `posted_date` included. */
  filters: Partial<Record<SearchFilterName, string[]>>;
  distanceKm: number | undefined;
  point: GeoPoint | undefined;
  bounds: GeoBounds | undefined;
  isDebug: boolean;
};

const MAX_TEXT = 200;

/** The last value of a parameter given once or repeated. */
const single = (raw: RawQuery, name: string) => {
  const value = raw[name];
  return (Array.isArray(value) ? value.at(-1) : value)?.trim() ?? '';
};

const text = (raw: RawQuery, name: string) => {
  const value = single(raw, name);
  if (value.length > MAX_TEXT) throw badRequest(`${name} is longer than ${MAX_TEXT} characters.`);
  return value;
};

const number = (raw: RawQuery, name: string, min: number, max: number, rule: string) => {
  const value = single(raw, name);
  if (value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw badRequest(`${name} must be ${rule}.`, { [name]: `Expected ${rule}.` });
  }
  return parsed;
};

const readStart = (raw: RawQuery) => {
  const start = number(
    raw,
    'start',
    0,
    SEARCH_MAX_START,
    `a whole number from 0 to ${SEARCH_MAX_START}`,
  );
  if (start !== undefined && !Number.isInteger(start)) {
    throw badRequest(`start must be a whole number from 0 to ${SEARCH_MAX_START}.`);
  }
  return start ?? 0;
};

const readSort = (raw: RawQuery): SearchSort => {
  const sort = single(raw, 'sort_by');
  if (sort === '') return 'relevance';
  if ((SEARCH_SORTS as readonly string[]).includes(sort)) return sort as SearchSort;
  throw badRequest(`sort_by must be one of ${SEARCH_SORTS.join(', ')}.`, {
    sort_by: `Unknown sort "${sort}".`,
  });
};

const readPoint = (raw: RawQuery): GeoPoint | undefined => {
  const lat = number(raw, 'lat', -90, 90, 'a latitude from -90 to 90');
  const lng = number(raw, 'lng', -180, 180, 'a longitude from -180 to 180');
  if ((lat === undefined) !== (lng === undefined)) {
    throw badRequest('Give both lat and lng, or neither.');
  }
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
};

/** `bounds=south,west,north,east`; west above east crosses the antimeridian. */
const readBounds = (raw: RawQuery): GeoBounds | undefined => {
  const value = single(raw, 'bounds');
  if (value === '') return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [south, west, north, east] = parts;
  const isValid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    [south, north].every((lat) => Math.abs(lat!) <= 90) &&
    [west, east].every((lng) => Math.abs(lng!) <= 180) &&
    south! <= north!;
  if (!isValid) {
    throw badRequest(
      'bounds must be south,west,north,east in degrees, with south not above north.',
      { bounds: 'Expected four numbers: south,west,north,east.' },
    );
  }
  return { south: south!, west: west!, north: north!, east: east! };
};

export const parseSearchParams = (raw: RawQuery, config: TenantConfig): SearchParams => ({
  query: text(raw, 'query'),
  location: text(raw, 'location'),
  start: readStart(raw),
  sort: readSort(raw),
  filters: readFilterParams(raw, config),
  distanceKm: number(
    raw,
    'filter_distance',
    0,
    MAX_DISTANCE_KM,
    `a distance from 0 to ${MAX_DISTANCE_KM} km`,
  ),
  point: readPoint(raw),
  bounds: readBounds(raw),
  isDebug: !['', '0', 'false'].includes(single(raw, 'debug')) || raw.debug === '',
});
