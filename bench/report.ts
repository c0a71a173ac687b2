// What a run prints and what it writes to bench/results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EngineBuild, TimedSearch } from './engine-side.ts';
import { statementsOf, type PostgresRun } from './postgres/run-postgres.ts';
import { CATEGORIES, type MixEntry } from './query-mix.ts';
import { describe, formatMs, percentiles, type Percentiles } from './stats.ts';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

export type SearchReport = {
  benchmark: 'search';
  positions: number;
  date: string;
  node: string;
  cpu: string;
  mix: { queries: number; categories: Record<string, number> };
  engine: {
    generateMs: number;
    buildMs: number;
    indexHeapMb: number;
    indexBuffersMb: number;
    totalHeapMb: number;
    isGcExposed: boolean;
    stats: unknown;
    latency: Percentiles;
    byCategory: Record<string, Percentiles>;
    zeroResultQueries: number;
    meanTotal: number;
  };
  postgres:
    | {
        version: string;
        queries: number;
        statementsPerQuery: number;
        loadMs: number;
        indexMs: number;
        tableMb: number;
        latency: Percentiles;
        engineOnSameQueries: Percentiles;
        zeroResultQueries: number;
        meanTotal: number;
      }
    | { skipped: string };
  ratio: number | null;
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const meanTotal = (searches: readonly TimedSearch[]) =>
  round(searches.reduce((sum, search) => sum + search.total, 0) / searches.length);
const zeroResults = (searches: readonly TimedSearch[]) =>
  searches.filter((search) => search.total === 0).length;

export const makeReport = (input: {
  positions: number;
  mix: readonly MixEntry[];
  build: EngineBuild;
  engine: readonly TimedSearch[];
  postgres: PostgresRun | { skipped: string };
}): SearchReport => {
  const { mix, build, engine, postgres } = input;
  const latency = percentiles(engine.map((search) => search.ms));
  const categories: Record<string, number> = {};
  const byCategory: Record<string, Percentiles> = {};
  for (const category of CATEGORIES) {
    const times = engine.filter((_, index) => mix[index]!.categories.includes(category));
    categories[category] = times.length;
    byCategory[category] = percentiles(times.map((search) => search.ms));
  }
  const pgLatency = 'searches' in postgres ? percentiles(postgres.searches.map((s) => s.ms)) : null;
  return {
    benchmark: 'search',
    positions: input.positions,
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    mix: { queries: mix.length, categories },
    engine: {
      generateMs: round(build.generateMs),
      buildMs: round(build.buildMs),
      indexHeapMb: round(build.indexHeapMb),
      indexBuffersMb: round(build.indexBuffersMb),
      totalHeapMb: round(build.totalHeapMb),
      isGcExposed: build.isGcExposed,
      stats: build.index.stats(),
      latency,
      byCategory,
      zeroResultQueries: zeroResults(engine),
      meanTotal: meanTotal(engine),
    },
    postgres:
      'searches' in postgres && pgLatency
        ? {
            version: postgres.version,
            queries: postgres.searches.length,
            statementsPerQuery: mix[0] ? statementsOf(mix[0]).length : 0,
            loadMs: round(postgres.loadMs),
            indexMs: round(postgres.indexMs),
            tableMb: round(postgres.tableMb),
            latency: pgLatency,
            engineOnSameQueries: percentiles(
              engine.slice(0, postgres.searches.length).map((search) => search.ms),
            ),
            zeroResultQueries: zeroResults(postgres.searches),
            meanTotal: meanTotal(postgres.searches),
          }
        : { skipped: 'skipped' in postgres ? postgres.skipped : 'no figures' },
    ratio: pgLatency && latency.p50 > 0 ? round(pgLatency.p50 / latency.p50, 1) : null,
  };
};

export const printReport = (report: SearchReport) => {
  const { engine, postgres } = report;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `search benchmark: ${report.positions.toLocaleString('en')} positions, ${report.mix.queries} queries, node ${report.node}, ${report.cpu}`,
    `engine: documents made in ${seconds(engine.generateMs)}; index built in ${seconds(engine.buildMs)}`,
    `engine memory: index ${engine.indexHeapMb} MB heap + ${engine.indexBuffersMb} MB typed arrays; ` +
      `whole process heap ${engine.totalHeapMb} MB` +
      (engine.isGcExposed ? ' (after gc)' : ' (no --expose-gc: rough)'),
    `engine stats: ${JSON.stringify(engine.stats)}`,
    describe('engine', engine.latency),
    ...Object.entries(engine.byCategory).map(([category, figures]) =>
      describe(`  ${category}`, figures),
    ),
    `engine: ${engine.zeroResultQueries} queries found nothing; mean total ${engine.meanTotal}`,
  ];
  if ('skipped' in postgres) {
    lines.push(`postgres: skipped (${postgres.skipped})`);
  } else {
    const sampled = postgres.queries < report.mix.queries;
    lines.push(
      `postgres ${postgres.version}: loaded in ${seconds(postgres.loadMs)}, indexed in ${seconds(postgres.indexMs)}, ${postgres.tableMb} MB with indexes`,
      `postgres: ${postgres.statementsPerQuery} statements per query (page, count, one per facet, posted dates)` +
        (sampled ? `; the first ${postgres.queries} queries of the mix only` : ''),
      describe('postgres', postgres.latency),
      ...(sampled ? [describe('engine same', postgres.engineOnSameQueries)] : []),
      `postgres: ${postgres.zeroResultQueries} queries found nothing; mean total ${postgres.meanTotal} (no typo tolerance)`,
    );
  }
  const pg = 'skipped' in postgres ? null : postgres.latency;
  const pgFigures = pg
    ? `postgres p50=${formatMs(pg.p50)} ms p99=${formatMs(pg.p99)} ms`
    : 'postgres p50=n/a p99=n/a';
  lines.push(
    `search: engine p50=${formatMs(engine.latency.p50)} ms p99=${formatMs(engine.latency.p99)} ms | ` +
      `${pgFigures} | ratio=${report.ratio === null ? 'n/a' : `${report.ratio.toFixed(1)}x`}`,
  );
  for (const line of lines) console.info(line);
};

/** 100k positions is the canonical run (search.json); other sizes get a file of their own. */
export const writeReport = (report: SearchReport): string => {
  const name = report.positions === 100_000 ? 'search.json' : `search-${report.positions}.json`;
  const file = path.join(RESULTS_DIR, name);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
};
