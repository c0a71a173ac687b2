// npm run bench:search -- [--positions N] [--pg-queries K] [--no-postgres]
// The engine against PostgreSQL full-text search on the same positions and the same 1,000
// searches. The last line is the summary: `search: engine p50=… | postgres p50=… | ratio=…x`.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildEngine, runEngine } from './engine-side.ts';
import { DEFAULT_DATABASE_URL, runPostgres, type PostgresRun } from './postgres/run-postgres.ts';
import { buildQueryMix } from './query-mix.ts';
import { makeReport, printReport, writeReport } from './report.ts';
import { measureSharing } from './shared-side.ts';
import { generateDocuments } from './positions.ts';

/** Above this many positions PostgreSQL gets a sample of the mix: a full pass would take hours. */
const LARGE = 500_000;
const LARGE_SAMPLE = 200;

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '100000' },
    'pg-queries': { type: 'string' },
    'no-postgres': { type: 'boolean', default: false },
    // search threads reading the one shared copy, as the server runs them
    readers: { type: 'string', default: String(availableParallelism()) },
  },
});
const positions = Number(values.positions);
if (!Number.isInteger(positions) || positions < 1 || positions > 5_000_000) {
  console.error('--positions must be a whole number from 1 to 5,000,000');
  process.exit(2);
}
const pgQueries = Number(values['pg-queries'] ?? (positions >= LARGE ? LARGE_SAMPLE : 1000));
const log = (line: string) => console.info(line);

const mix = buildQueryMix(positions);
log(`built the mix of ${mix.length} queries; building the index of ${positions} positions…`);
const build = buildEngine(positions);
log(`index built in ${(build.buildMs / 1000).toFixed(1)} s; running the mix…`);
const engine = runEngine(build.index, mix);

const [written] = generateDocuments(1);
const sharing = await measureSharing(build.index, Number(values.readers), written!);
const mb = (value: number) => `${value.toFixed(1)} MB`;
log(
  `shared: ${mb(sharing.sharedMb)} in SharedArrayBuffers, one copy for ${sharing.readers} reader threads ` +
    `(share ${sharing.shareMs.toFixed(0)} ms; each reader opens it in ` +
    `${sharing.openMs.map((ms) => ms.toFixed(0)).join('/')} ms and holds ` +
    `${sharing.readerHeapMb.map(mb).join('/')} of heap of its own; a reader's first write copies ` +
    `${mb(sharing.firstWriteMb)} until the next re-base)${sharing.isConsistent ? '' : ' READERS DISAGREE'}`,
);

let postgres: PostgresRun | { skipped: string };
if (values['no-postgres']) {
  postgres = { skipped: '--no-postgres' };
} else {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  log(`loading ${positions} positions into PostgreSQL (schema bench_search)…`);
  try {
    postgres = await runPostgres({ url, positions, mix: mix.slice(0, pgQueries), log });
  } catch (error) {
    console.error(error);
    postgres = { skipped: `PostgreSQL failed: ${(error as Error).message}` };
  }
}

const report = makeReport({ positions, mix, build, engine, postgres });
const file = writeReport(report);
log(`wrote ${path.relative(process.cwd(), file)}`);
printReport(report);
