// The PostgreSQL side: the same positions in a table with a weighted tsvector and a GIN index,
// and each search of the mix as the statements an application would send.
import pg from 'pg';
import { generateDocuments } from '../positions.ts';
import type { MixEntry } from '../query-mix.ts';
import type { TimedSearch } from '../engine-side.ts';
import { facetCounts, postedSinceCounts, rankedPage, total, type Statement } from './queries.ts';
import { createIndexes, createTable, dropSchema } from './schema.ts';
import { loadPositions } from './load.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const WARM_UP_QUERIES = 50;

export type PostgresRun = {
  version: string;
  loadMs: number;
  indexMs: number;
  tableMb: number;
  searches: TimedSearch[];
};

/** What one search sends: the page, the total, a count per facet, the posted-date counts. */
export const statementsOf = (entry: MixEntry): Statement[] => [
  rankedPage(entry.query),
  total(entry.query),
  ...(entry.query.facets ?? []).map((field) => facetCounts(entry.query, field)),
  ...(entry.query.postedSince?.length ? [postedSinceCounts(entry.query)] : []),
];

/** Sends a search's statements one after another, as one request handler would; returns the total. */
const search = async (client: pg.Client, entry: MixEntry): Promise<number> => {
  let found = 0;
  for (const [index, statement] of statementsOf(entry).entries()) {
    const result = await client.query(statement);
    if (index === 1) found = Number(result.rows[0]?.total ?? 0);
  }
  return found;
};

export const runPostgres = async (options: {
  url: string;
  positions: number;
  mix: readonly MixEntry[];
  log: (line: string) => void;
}): Promise<PostgresRun> => {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  // Stop words in a query make PostgreSQL send a notice per statement; they mean nothing here.
  client.on('notice', () => {});
  try {
    const { rows } = await client.query<{ version: string }>(
      "SELECT current_setting('server_version') AS version",
    );
    await createTable(client);
    let started = performance.now();
    await loadPositions(client, generateDocuments(options.positions), (loaded) =>
      options.log(`  postgres: ${loaded.toLocaleString('en')} rows…`),
    );
    const loadMs = performance.now() - started;
    started = performance.now();
    await createIndexes(client);
    const indexMs = performance.now() - started;
    const size = await client.query<{ bytes: string }>(
      `SELECT pg_total_relation_size('bench_search.positions') AS bytes`,
    );
    for (const entry of options.mix.slice(0, WARM_UP_QUERIES)) await search(client, entry);
    const searches: TimedSearch[] = [];
    for (const entry of options.mix) {
      const begun = performance.now();
      const found = await search(client, entry);
      searches.push({ ms: performance.now() - begun, total: found });
    }
    return {
      version: rows[0]?.version ?? 'unknown',
      loadMs,
      indexMs,
      tableMb: Number(size.rows[0]?.bytes ?? 0) / 1024 / 1024,
      searches,
    };
  } finally {
    await dropSchema(client).catch(() => undefined);
    await client.end();
  }
};
