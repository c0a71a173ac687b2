// The benchmark's data: the seed's own generator and the server's own document mapping, so the
// figures describe what `npm run seed` puts in the database and what the server indexes.
import type { SearchDocument } from '@careers/search';
import { DEMO_TENANTS } from '../apps/server/src/demo/demo-tenants.ts';
import { generateDemoPositions } from '../apps/server/src/demo/generator/generate-positions.ts';
import type { PositionFields } from '../apps/server/src/modules/positions/position-fields.ts';
import { toSearchDocument } from '../apps/server/src/modules/search/to-search-document.ts';

export const BENCH_DOMAIN = 'northwind.example';

const tenant = DEMO_TENANTS.find((candidate) => candidate.domain === BENCH_DOMAIN);
if (!tenant) throw new Error(`The demo tenant ${BENCH_DOMAIN} is missing`);
const catalogue = tenant.catalogue;

// Titles, skills and places do not depend on `now` (only dates do), so these positions match
// the ones `npm run seed -- --positions N` stores; a fixed date keeps the dates reproducible.
const NOW = new Date('2025-06-01T00:00:00Z');
export const BENCH_NOW_SECONDS = NOW.getTime() / 1000;
/** The bench tenant's configured filters: the facets and date counts every search answers. */
export const BENCH_FILTERS = tenant.config.searchConfig?.allFilters ?? [];

/** The same seed as apps/server/src/cli/seed.ts uses for N positions of this tenant. */
export const positionSeed = (count: number) => `${BENCH_DOMAIN}:${count}`;

/** The N positions of the seed, in order; the i-th gets id i + 1. */
export const generatePositions = (count: number, limit = count): Iterable<PositionFields> =>
  generateDemoPositions({
    count: Math.min(count, limit),
    seed: positionSeed(count),
    now: NOW,
    catalogue,
  });

/** Engine documents with ids 1..N, mapped exactly as the server maps stored positions. */
export function* generateDocuments(count: number, limit = count): Generator<SearchDocument> {
  let id = 0;
  for (const fields of generatePositions(count, limit)) {
    id += 1;
    yield toSearchDocument({ ...fields, id });
  }
}
