// The SQL that answers one search like the engine does: a ranked page, the total, and one
// count per facet field with every filter but that field's own (disjunctive facets).
import type { GeoPoint, SearchQuery } from '@careers/search';
import { TABLE } from './schema.ts';
import { toTsquery } from './tsquery.ts';

export type Statement = { text: string; values: unknown[] };

const FILTER_CONDITIONS: Record<string, (param: string) => string> = {
  department: (param) => `department = ANY(${param}::text[])`,
  job_family: (param) => `job_family = ANY(${param}::text[])`,
  employment_type: (param) => `employment_type = ANY(${param}::text[])`,
  country: (param) => `countries && ${param}::text[]`,
  skills: (param) => `skills && ${param}::text[]`,
};

const FACET_SELECTS: Record<string, { from: string; value: string }> = {
  department: { from: TABLE, value: 'department' },
  job_family: { from: TABLE, value: 'job_family' },
  employment_type: { from: TABLE, value: 'employment_type' },
  country: { from: `${TABLE} CROSS JOIN LATERAL unnest(countries) AS country`, value: 'country' },
  workplace: { from: TABLE, value: `CASE WHEN is_remote THEN 'remote' ELSE 'onsite' END` },
  skills: { from: `${TABLE} CROSS JOIN LATERAL unnest(skills) AS skill`, value: 'skill' },
};

const KM_PER_DEGREE = 111.045;

const distanceSql = (lat: string, lng: string) =>
  `(12742 * asin(sqrt(power(sin(radians(lat - ${lat}) / 2), 2) + cos(radians(${lat})) * ` +
  `cos(radians(lat)) * power(sin(radians(lng - ${lng}) / 2), 2))))`;

/** Builds one statement's WHERE clause; `except` leaves out one filter field (for its facet). */
const whereOf = (query: SearchQuery, values: unknown[], except?: string) => {
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions: string[] = [];
  const text = toTsquery(query.text ?? '');
  if (text) conditions.push(`search @@ to_tsquery('english', ${param(text)})`);
  const place = toTsquery(query.locationText ?? '');
  if (place) conditions.push(`places @@ to_tsquery('simple', ${param(place)})`);
  for (const [field, selected] of Object.entries(query.filters ?? {})) {
    const condition = FILTER_CONDITIONS[field];
    if (!condition) throw new Error(`No SQL for the filter ${field}`);
    if (field !== except && selected.length) conditions.push(condition(param(selected)));
  }
  if (query.isRemote !== undefined) conditions.push(`is_remote = ${param(query.isRemote)}`);
  if (query.near) conditions.push(nearCondition(query.near.point, query.near.radiusKm, param));
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
};

/** A box the B-tree can use, then the exact great-circle distance. */
const nearCondition = (point: GeoPoint, radiusKm: number, param: (value: unknown) => string) => {
  const latDelta = radiusKm / KM_PER_DEGREE;
  const lngDelta =
    radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return (
    `lat BETWEEN ${param(point.lat - latDelta)} AND ${param(point.lat + latDelta)} AND ` +
    `lng BETWEEN ${param(point.lng - lngDelta)} AND ${param(point.lng + lngDelta)} AND ` +
    `${distanceSql(param(point.lat), param(point.lng))} <= ${param(radiusKm)}`
  );
};

const orderOf = (query: SearchQuery, values: unknown[]) => {
  const param = (value: unknown) => `$${values.push(value)}`;
  if (query.sort === 'newest') return 'posted_at DESC';
  const text = toTsquery(query.text ?? '');
  const rank = () => (text ? `ts_rank(search, to_tsquery('english', ${param(text)})) DESC, ` : '');
  const origin = query.origin ?? query.near?.point;
  if (query.sort === 'distance' && origin) {
    return `${distanceSql(param(origin.lat), param(origin.lng))}, ${rank()}posted_at DESC`;
  }
  return `${rank()}posted_at DESC`;
};

export const rankedPage = (query: SearchQuery): Statement => {
  const values: unknown[] = [];
  const where = whereOf(query, values);
  const order = orderOf(query, values);
  const limit = `LIMIT ${query.size ?? 10} OFFSET ${query.start ?? 0}`;
  return { text: `SELECT id FROM ${TABLE} ${where} ORDER BY ${order} ${limit}`, values };
};

export const total = (query: SearchQuery): Statement => {
  const values: unknown[] = [];
  return { text: `SELECT count(*) AS total FROM ${TABLE} ${whereOf(query, values)}`, values };
};

export const facetCounts = (query: SearchQuery, field: string): Statement => {
  const select = FACET_SELECTS[field];
  if (!select) throw new Error(`No SQL for the facet ${field}`);
  const values: unknown[] = [];
  const where = whereOf(query, values, field);
  return {
    text: `SELECT ${select.value} AS value, count(*) AS count FROM ${select.from} ${where} GROUP BY 1`,
    values,
  };
};

/** The posted-date counts (the engine's `postedSince`): one count per threshold, in one scan. */
export const postedSinceCounts = (query: SearchQuery): Statement => {
  const values: unknown[] = [];
  const where = whereOf(query, values);
  const counts = (query.postedSince ?? []).map(
    (threshold, index) =>
      `count(*) FILTER (WHERE posted_at >= to_timestamp($${values.push(threshold)})) AS since_${index}`,
  );
  return { text: `SELECT ${counts.join(', ')} FROM ${TABLE} ${where}`, values };
};
