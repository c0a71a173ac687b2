// Loads the positions with one multi-row INSERT per batch: each column is one array parameter
// and unnest turns the arrays back into rows. Lists travel as one string with a separator,
// because unnest would flatten an array of arrays.
import type { SearchDocument } from '@careers/search';
import type pg from 'pg';
import { TABLE } from './schema.ts';

const BATCH_SIZE = 2000;
const SEPARATOR = '\u001f';

const COLUMNS = [
  ['id', 'integer'],
  ['title', 'text'],
  ['skills', 'text'],
  ['department', 'text'],
  ['job_family', 'text'],
  ['employment_type', 'text'],
  ['countries', 'text'],
  ['is_remote', 'boolean'],
  ['posted_at', 'bigint'],
  ['description', 'text'],
  ['lat', 'double precision'],
  ['lng', 'double precision'],
  ['places', 'text'],
] as const;

const INSERT = `
  INSERT INTO ${TABLE}
  SELECT u.id, u.title, string_to_array(u.skills, E'\\x1f'), u.department, u.job_family,
    u.employment_type, coalesce(string_to_array(nullif(u.countries, ''), E'\\x1f'), '{}'),
    u.is_remote, to_timestamp(u.posted_at), u.description, u.lat, u.lng,
    setweight(to_tsvector('english', u.title), 'A')
      || setweight(to_tsvector('english', replace(u.skills, E'\\x1f', ' ')), 'B')
      || setweight(to_tsvector('english', u.department || ' ' || u.job_family), 'C')
      || setweight(to_tsvector('english', u.description), 'D'),
    to_tsvector('simple', u.places)
  FROM unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})
    AS u(${COLUMNS.map(([name]) => name).join(', ')})`;

const rowOf = (doc: SearchDocument) => {
  const point = doc.locations[0]?.point;
  const places = doc.locations.flatMap((place) => [
    place.name,
    place.city ?? '',
    place.region ?? '',
    place.country ?? '',
  ]);
  return [
    doc.id,
    doc.title,
    doc.skills.join(SEPARATOR),
    doc.department,
    doc.category,
    doc.facets.employment_type?.[0] ?? '',
    (doc.facets.country ?? []).join(SEPARATOR),
    doc.isRemote,
    doc.postedAt,
    doc.description,
    point?.lat ?? null,
    point?.lng ?? null,
    places.join(' '),
  ];
};

const insertBatch = (client: pg.Client, docs: readonly SearchDocument[]) => {
  const columns = COLUMNS.map(() => [] as unknown[]);
  for (const doc of docs) rowOf(doc).forEach((value, index) => columns[index]!.push(value));
  return client.query(INSERT, columns);
};

/**
 * Inserts every document; the next batch is generated while the database stores the previous
 * one. Returns the number of rows.
 */
export const loadPositions = async (
  client: pg.Client,
  docs: Iterable<SearchDocument>,
  onProgress?: (loaded: number) => void,
): Promise<number> => {
  let batch: SearchDocument[] = [];
  let pending: Promise<unknown> = Promise.resolve();
  let loaded = 0;
  const flush = async () => {
    await pending;
    pending = insertBatch(client, batch);
    loaded += batch.length;
    batch = [];
    if (loaded % 100_000 < BATCH_SIZE) onProgress?.(loaded);
  };
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (batch.length) await flush();
  await pending;
  return loaded;
};
