import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { makeDocument } from './testing/corpus.ts';
import type { SearchDocument } from './types.ts';

const ids = (index: SearchIndex, text: string) =>
  index
    .search({ text, size: 50 })
    .hits.map((hit) => hit.id)
    .sort((a, b) => a - b);

// One English site with positions written in French and German (SearchDocument.language).
const MIXED: SearchDocument[] = [
  makeDocument({ id: 1, title: 'Ingénieur logiciel', language: 'fr' }),
  makeDocument({ id: 2, title: 'Entwickler Backend', language: 'de-DE' }),
  makeDocument({ id: 3, title: 'Software Engineers', description: 'Join the team.' }),
  makeDocument({ id: 4, title: 'Vendeur', description: 'Le magasin de Lyon.', language: 'fr' }),
  makeDocument({
    id: 5,
    title: 'Verkäuferin',
    description: 'Die Filiale in Köln.',
    language: 'de',
  }),
];

describe('each position in its own language', () => {
  const index = SearchIndex.build(MIXED);

  it("'ingénieurs' finds 'Ingénieur' and 'Entwicklerin' finds 'Entwickler' in a mixed index", () => {
    expect(ids(index, 'ingénieurs ')).toEqual([1]);
    expect(ids(index, 'Entwicklerin ')).toEqual([2]);
    expect(ids(index, 'Verkäufer ')).toEqual([5]);
  });

  it('keeps English stemming for the site language, and typos and prefixes for every language', () => {
    expect(ids(index, 'engineer ')).toEqual([3]);
    expect(ids(index, 'ingenieurs ')).toEqual([1]);
    expect(ids(index, 'entwickel ')).toEqual([2]);
    expect(ids(index, 'entwick')).toEqual([2]);
  });

  it("drops a position's stop words from its description in its language", () => {
    expect(ids(index, 'magasin ')).toEqual([4]);
    // 'le' and 'die' are French and German stop words: not indexed from those descriptions
    expect(ids(index, 'die filiale ')).toEqual([5]);
    expect(index.search({ text: 'le magasin die filiale ' }).total).toBe(0);
  });

  it('answers like a fresh build after updates, and from a shared copy', () => {
    const updated = SearchIndex.build(MIXED.slice(0, 3));
    updated.upsert(MIXED[3]!);
    updated.upsert(MIXED[4]!);
    updated.upsert({ ...MIXED[0]!, title: 'Ingénieure qualité' });
    updated.remove(2);
    const live = [MIXED[2]!, MIXED[3]!, MIXED[4]!, { ...MIXED[0]!, title: 'Ingénieure qualité' }];
    const fresh = SearchIndex.build(live);
    const shared = SearchIndex.fromShared(updated.share());
    for (const text of ['ingénieurs ', 'entwicklerin ', 'qualite', 'verkauf', 'engineers ']) {
      expect(updated.search({ text, facets: ['department'] })).toEqual(
        fresh.search({ text, facets: ['department'] }),
      );
      expect(shared.search({ text })).toEqual(fresh.search({ text }));
    }
    expect(updated.stats()).toEqual({ ...fresh.stats(), postingBytes: expect.any(Number) });
  });
});
