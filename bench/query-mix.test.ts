import { describe, expect, it } from 'vitest';
import { buildQueryMix, FACET_FIELDS, POSTED_SINCE } from './query-mix.ts';

describe('buildQueryMix', () => {
  const mix = buildQueryMix(2000);

  it('gives the same searches for the same number of positions', () => {
    expect(buildQueryMix(2000).map((entry) => entry.path)).toEqual(mix.map((entry) => entry.path));
  });

  it('asks every search for the answer the server gives: a page of 10 and every filter count', () => {
    expect(FACET_FIELDS).toEqual([
      'department',
      'job_family',
      'employment_type',
      'country',
      'workplace',
      'skills',
    ]);
    expect(POSTED_SINCE).toHaveLength(3);
    for (const entry of mix) {
      expect(entry.query.size).toBe(10);
      expect(entry.query.facets).toEqual(FACET_FIELDS);
      expect(entry.query.postedSince).toEqual(POSTED_SINCE);
    }
  });

  it('covers every kind of search', () => {
    const count = (category: string) =>
      mix.filter((entry) => entry.categories.includes(category as never)).length;
    expect(mix).toHaveLength(1000);
    expect(count('browse')).toBeGreaterThan(50);
    expect(count('filtered')).toBeGreaterThan(200);
    for (const category of ['typo', 'prefix', 'one-word', 'multi-word', 'location', 'geo']) {
      expect(count(category)).toBeGreaterThan(30);
    }
    expect(mix.filter((entry) => entry.query.sort === 'newest').length).toBeGreaterThan(100);
    expect(mix.filter((entry) => entry.query.start).length).toBeGreaterThan(50);
  });

  it('sorts every radius search by distance', () => {
    for (const entry of mix.filter((item) => item.query.near)) {
      expect(entry.query.sort).toBe('distance');
      expect(entry.query.near!.radiusKm).toBeGreaterThanOrEqual(25);
      expect(entry.query.near!.radiusKm).toBeLessThanOrEqual(100);
      expect(entry.path).toContain('sort_by=distance');
    }
  });
});
