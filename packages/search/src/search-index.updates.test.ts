import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { GOLDEN, makeDocument } from './testing/corpus.ts';

describe('upsert and remove', () => {
  it('replaces a document with the same id', () => {
    const index = SearchIndex.build(GOLDEN);
    index.upsert(makeDocument({ id: 10, title: 'Head Nurse' }));
    expect(index.size).toBe(GOLDEN.length);
    expect(index.search({ text: 'head' }).hits.map((hit) => hit.id)).toEqual([10]);
    expect(index.search({ text: 'registered' }).total).toBe(0);
  });

  it('removes a document and reports whether it was there', () => {
    const index = SearchIndex.build(GOLDEN);
    expect(index.remove(10)).toBe(true);
    expect(index.remove(10)).toBe(false);
    expect(index.has(10)).toBe(false);
    expect(index.search({ text: 'nurse' }).total).toBe(0);
  });

  it('forgets words that only removed documents had, for typos and prefixes too', () => {
    const workshop = { department: 'Workshop', category: 'Fitting' };
    const engineering = makeDocument({ id: 1, title: 'Engineering Lead', ...workshop });
    const engine = makeDocument({ id: 2, title: 'Engine Fitter', ...workshop });
    const index = SearchIndex.build([engineering, engine]);
    // 'engineeri' is a prefix of 'engineering', whose stem 'engin' document 2 shares.
    expect(index.search({ text: 'engineeri' }).total).toBe(2);
    index.remove(1);
    expect(index.search({ text: 'engineeri' })).toEqual(
      SearchIndex.build([engine]).search({ text: 'engineeri' }),
    );
    expect(index.search({ text: 'engineeri' }).total).toBe(0);
  });

  it('compacts itself after many removals without changing answers', () => {
    const documents = Array.from({ length: 3000 }, (_, i) =>
      makeDocument({ id: i + 1, title: i % 2 ? 'Nurse' : 'Engineer', postedAt: i }),
    );
    const index = SearchIndex.build(documents);
    const before = index.stats().postingBytes;
    for (let id = 1; id <= 2000; id++) index.remove(id);
    expect(index.stats().postingBytes).toBeLessThan(before);
    const fresh = SearchIndex.build(documents.slice(2000));
    const query = { text: 'nurse', facets: ['department'], size: 20 };
    expect(index.search(query)).toEqual(fresh.search(query));
    expect(index.stats()).toEqual({ ...fresh.stats(), postingBytes: expect.any(Number) });
  });

  it('builds with repeated ids as if only the last of each were given', () => {
    const first = Array.from({ length: 1500 }, (_, i) =>
      makeDocument({ id: i + 1, title: 'Nurse', postedAt: i }),
    );
    const last = first.map((doc) => ({ ...doc, title: 'Engineer' }));
    const index = SearchIndex.build([...first, ...last]);
    const fresh = SearchIndex.build(last);
    const query = { text: 'engineer', facets: ['department'], size: 5 };
    expect(index.search(query)).toEqual(fresh.search(query));
    expect(index.search({ text: 'nurse' }).total).toBe(0);
  });

  it('rejects an id that is not a positive integer', () => {
    const index = new SearchIndex();
    expect(() => index.upsert(makeDocument({ id: 0, title: 'x' }))).toThrow(TypeError);
    expect(() => index.upsert(makeDocument({ id: 1.5, title: 'x' }))).toThrow(TypeError);
  });
});
