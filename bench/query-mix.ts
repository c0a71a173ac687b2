// The deterministic mix of 1,000 job searches both benchmarks run: the engine's SearchQuery and
// the same search as the server's /api/pcsx/search parameters.
import type { DocumentLocation, SearchDocument, SearchQuery } from '@careers/search';
import { createRandom, type Random } from '../apps/server/src/demo/prng.ts';
import { BENCH_FILTERS, BENCH_NOW_SECONDS, generateDocuments } from './positions.ts';
import { postedSinceThresholds } from '../apps/server/src/modules/search/posted-date.ts';
import { toHttpPath } from './http-params.ts';
import { addTypo, cutLastWord, pickWords } from './mix-words.ts';

export const MIX_SIZE = 1000;
/** Positions the mix draws its words, filter values and places from. */
const SAMPLE_SIZE = 5000;
/** What the server asks of the engine for the bench tenant: every configured filter's counts. */
export const FACET_FIELDS = BENCH_FILTERS.filter((name) => name !== 'posted_date');
export const POSTED_SINCE = BENCH_FILTERS.includes('posted_date')
  ? postedSinceThresholds(BENCH_NOW_SECONDS)
  : [];
const FILTER_FIELDS = ['department', 'employment_type', 'country', 'job_family'];

export const CATEGORIES = [
  'browse',
  'one-word',
  'multi-word',
  'typo',
  'prefix',
  'filtered',
  'location',
  'geo',
] as const;
export type QueryCategory = (typeof CATEGORIES)[number];

export type MixEntry = {
  /** The text kind first (browse, one-word, multi-word, typo or prefix), then any of the rest. */
  categories: QueryCategory[];
  query: SearchQuery;
  /** `/api/pcsx/search?…` for the same search. */
  path: string;
};

const weighted = (random: Random, weights: readonly number[]): number => {
  let roll = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) if ((roll -= weight) < 0) return index;
  return weights.length - 1;
};

const textOf = (random: Random, doc: SearchDocument): [string, QueryCategory] => {
  const words = pickWords(random, doc, 1 + weighted(random, [45, 35, 20]));
  const roll = random.next();
  const typed = roll < 0.12 ? addTypo(random, words) : undefined;
  if (typed) return [typed.join(' '), 'typo'];
  const cut = roll >= 0.12 && roll < 0.3 ? cutLastWord(random, words) : undefined;
  if (cut) return [cut.join(' '), 'prefix'];
  return [words.join(' '), words.length === 1 ? 'one-word' : 'multi-word'];
};

/** Values as people pick them: often the searched document's own, else another's. */
const filtersOf = (random: Random, anchor: SearchDocument, sample: readonly SearchDocument[]) => {
  const filters: Record<string, string[]> = {};
  for (const field of random.sample(FILTER_FIELDS, 1 + weighted(random, [60, 30, 10]))) {
    const values = new Set<string>();
    const wanted = random.chance(0.7) ? 1 : 2;
    for (let tries = 0; values.size < wanted && tries < 10; tries += 1) {
      const source = values.size === 0 && random.chance(0.75) ? anchor : random.pick(sample);
      const options = source.facets[field] ?? [];
      const value = options.length ? random.pick(options) : undefined;
      if (value && !value.includes(',')) values.add(value);
    }
    if (values.size) filters[field] = [...values];
  }
  return filters;
};

const placeOf = (random: Random, doc: SearchDocument): DocumentLocation | undefined =>
  doc.locations.length ? random.pick(doc.locations) : undefined;

const entryOf = (random: Random, sample: readonly SearchDocument[]): MixEntry => {
  const anchor = random.pick(sample);
  const query: SearchQuery = { size: 10, facets: FACET_FIELDS, postedSince: POSTED_SINCE };
  const [text, kind] = random.chance(0.1) ? ['', 'browse' as const] : textOf(random, anchor);
  const categories: QueryCategory[] = [kind];
  if (text) query.text = text;
  if (random.chance(0.3)) {
    query.filters = filtersOf(random, anchor, sample);
    categories.push('filtered');
  }
  const where = random.next();
  const place = placeOf(random, random.chance(0.75) ? anchor : random.pick(sample));
  if (where < 0.12 && place && (place.city || place.country)) {
    const name = place.city && random.chance(0.7) ? place.city : (place.country ?? place.city!);
    query.locationText = random.chance(0.6) ? name.toLowerCase() : name;
    categories.push('location');
  } else if (where < 0.17) {
    query.isRemote = true;
    categories.push('location');
  } else if (where < 0.25 && place?.point) {
    query.near = { point: place.point, radiusKm: random.int(25, 100) };
    query.sort = 'distance';
    categories.push('geo');
  }
  if (!query.sort && random.chance(0.2)) query.sort = 'newest';
  const page = random.next();
  if (page < 0.15) query.start = page < 0.1 ? 10 : 20;
  return { categories, query, path: toHttpPath(query) };
};

/** The mix for N positions: the same N always gives the same 1,000 searches. */
export const buildQueryMix = (positions: number, size = MIX_SIZE): MixEntry[] => {
  const sample = [...generateDocuments(positions, SAMPLE_SIZE)];
  if (sample.length === 0) throw new Error('The query mix needs at least one position');
  const random = createRandom(`bench-query-mix:${positions}`);
  return Array.from({ length: size }, () => entryOf(random, sample));
};
