import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo.ts';
import { SearchIndex } from './search-index.ts';
import { GOLDEN, NOW, PLACES } from './testing/corpus.ts';
import type { SearchQuery } from './types.ts';

const DAY = 86_400;
const index = SearchIndex.build(GOLDEN);
const FACETS = ['department', 'skills', 'country', 'workplace'];
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const ids = (query: SearchQuery) => index.search({ size: 100, ...query }).hits.map((hit) => hit.id);

describe('filters and facets', () => {
  it('ORs values within a field and ANDs fields', () => {
    expect(sorted(ids({ filters: { department: ['Data', 'Healthcare'] } }))).toEqual([4, 10]);
    expect(ids({ filters: { department: ['Engineering'], skills: ['Python'] } })).toEqual([1, 3]);
    expect(ids({ filters: { department: [] } })).toHaveLength(GOLDEN.length);
    expect(ids({ filters: { department: ['Nope'] } })).toEqual([]);
  });

  it('counts each facet with every other filter but its own (disjunctive)', () => {
    const result = index.search({
      text: 'developer',
      filters: { workplace: ['remote'] },
      facets: ['workplace', 'skills'],
    });
    expect(result.total).toBe(2);
    expect(result.facets.workplace).toEqual([
      { value: 'remote', count: 2 },
      { value: 'onsite', count: 1 },
    ]);
    expect(result.facets.skills).toEqual([
      { value: 'Django', count: 1 },
      { value: 'Go', count: 1 },
      { value: 'Python', count: 1 },
    ]);
  });

  it('gives exactly the count of an option as the total once it is applied', () => {
    for (const text of ['', 'engineer', 'developer', 'python']) {
      const base = { text, filters: { workplace: ['onsite'] }, facets: FACETS };
      const { facets } = index.search(base);
      for (const field of FACETS) {
        for (const { value, count } of facets[field]!) {
          const filters = {
            ...base.filters,
            [field]: [...(base.filters[field as 'workplace'] ?? []), value],
          };
          if (field === 'workplace') filters.workplace = [value];
          expect([field, value, index.search({ ...base, filters }).total]).toEqual([
            field,
            value,
            count,
          ]);
        }
      }
    }
  });

  it('sorts counts by count, then value, and omits unknown fields', () => {
    const { facets } = index.search({ facets: ['department', 'unknown'] });
    expect(facets.unknown).toEqual([]);
    const counts = facets.department!.map((facet) => facet.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(facets.department![0]).toEqual({ value: 'Engineering', count: 9 });
  });

  it('filters by posting date, inclusively', () => {
    const found = ids({ postedFrom: NOW - 3 * DAY, postedTo: NOW - 2 * DAY });
    expect(sorted(found)).toEqual([2, 3]);
  });

  it('counts posted-since thresholds without the date range, as a facet leaves out its own', () => {
    const thresholds = [NOW - 1.5 * DAY, NOW - 3.5 * DAY];
    const dated = index.search({
      postedFrom: NOW - 3 * DAY,
      postedTo: NOW - 2 * DAY,
      postedSince: thresholds,
    });
    expect(dated.total).toBe(2);
    expect(dated.postedSince).toEqual([1, 3]);
    for (const [i, from] of thresholds.entries()) {
      expect(index.search({ postedFrom: from }).total).toBe(dated.postedSince[i]);
    }
    expect(index.search({ text: 'developer', postedSince: [NOW - 100 * DAY] }).postedSince).toEqual(
      [index.search({ text: 'developer' }).total],
    );
  });

  it('filters remote and on-site positions', () => {
    expect(sorted(ids({ isRemote: true }))).toEqual([3, 12]);
    expect(ids({ isRemote: false })).toHaveLength(GOLDEN.length - 2);
  });
});

describe('sorting and paging', () => {
  it('pages without repeating and counts the full total', () => {
    const pages = [0, 3, 6, 9, 12].map((start) => index.search({ start, size: 3 }));
    const seen = pages.flatMap((page) => page.hits.map((hit) => hit.id));
    expect(new Set(seen).size).toBe(GOLDEN.length);
    expect(pages.every((page) => page.total === GOLDEN.length)).toBe(true);
    expect(index.search({ start: 100 }).hits).toEqual([]);
  });

  it('sorts by newest first, then id', () => {
    const found = ids({ text: 'engineer', sort: 'newest' });
    const posted = found.map((id) => GOLDEN.find((doc) => doc.id === id)!.postedAt);
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it('sorts by distance to the nearest location and reports it', () => {
    const origin = PLACES.berlin.point;
    const { hits } = index.search({ sort: 'distance', origin, size: 100 });
    const distances = hits.flatMap((hit) => (hit.distanceKm === undefined ? [] : [hit.distanceKm]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(hits[0]!.distanceKm).toBeCloseTo(0, 6);
    const frontend = hits.find((hit) => hit.id === 9)!;
    expect(frontend.distanceKm).toBeCloseTo(0, 6);
    const potsdam = PLACES.potsdam.point;
    expect(hits.find((hit) => hit.id === 10)!.distanceKm).toBeCloseTo(
      haversineKm(origin.lat, origin.lng, potsdam.lat, potsdam.lng),
      6,
    );
    // The remote-only position has no point: it comes last, without a distance.
    expect(hits.at(-1)).toEqual({ id: 3, score: 0 });
  });
});

describe('edge cases', () => {
  it('answers on an empty index', () => {
    const empty = new SearchIndex();
    expect(empty.search({ text: 'nurse', facets: ['department'], postedSince: [0] })).toEqual({
      total: 0,
      hits: [],
      facets: { department: [] },
      postedSince: [0],
    });
    expect(empty.suggestQueries({ prefix: 'n' })).toEqual([]);
    expect(empty.markers({ bounds: { south: -90, west: -180, north: 90, east: 180 } })).toEqual([]);
  });

  it('falls back to relevance when sorting by distance without an origin', () => {
    const query = { text: 'developer', size: 100 };
    expect(index.search({ ...query, sort: 'distance' })).toEqual(index.search(query));
  });

  it('finds nothing for a word no document has', () => {
    expect(index.search({ text: 'astronaut engineer' }).total).toBe(0);
  });
});

describe('geography', () => {
  it('keeps positions within the radius of a point, by any location', () => {
    const near = { point: PLACES.berlin.point, radiusKm: 50 };
    expect(sorted(ids({ near }))).toEqual([1, 9, 10, 14]);
    expect(sorted(ids({ near: { ...near, radiusKm: 10 } }))).toEqual([1, 9, 14]);
    expect(sorted(ids({ near: { ...near, includeRemote: true } }))).toEqual([1, 3, 9, 10, 12, 14]);
  });

  it('measures the radius along the Earth (Potsdam is 26 km from Berlin)', () => {
    const point = PLACES.berlin.point;
    expect(sorted(ids({ near: { point, radiusKm: 20 } }))).toEqual([1, 9, 14]);
    expect(sorted(ids({ near: { point, radiusKm: 30 } }))).toEqual([1, 9, 10, 14]);
  });

  it('takes radius 0 as the very point, within 100 m', () => {
    const { lat, lng } = PLACES.tokyo.point;
    expect(sorted(ids({ near: { point: { lat, lng }, radiusKm: 0 } }))).toEqual([5, 6]);
    // 0.0008° of latitude is about 89 m; 0.001° about 111 m.
    expect(sorted(ids({ near: { point: { lat: lat + 0.0008, lng }, radiusKm: 0 } }))).toEqual([
      5, 6,
    ]);
    expect(ids({ near: { point: { lat: lat + 0.001, lng }, radiusKm: 0 } })).toEqual([]);
  });

  it('keeps positions inside map bounds, across the antimeridian too', () => {
    expect(sorted(ids({ bounds: { south: 30, west: 100, north: 45, east: 145 } }))).toEqual([
      5, 6, 7,
    ]);
    const pacific = { south: -25, west: 170, north: -10, east: -170 };
    expect(sorted(ids({ bounds: pacific }))).toEqual([9, 11]);
  });
});
