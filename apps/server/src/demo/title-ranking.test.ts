import { analyze, SearchIndex } from '@careers/search';
import { describe, expect, it } from 'vitest';
import { toSearchDocument } from '../modules/search/to-search-document.ts';
import { commonTitleWords, demoPositionsOf } from './common-title-words.ts';

const positions = demoPositionsOf('northwind.example').map((fields, index) => ({
  ...fields,
  id: index + 1,
}));
const index = SearchIndex.build(positions.map(toSearchDocument));
const titleTerms = new Map(positions.map((position) => [position.id, analyze(position.title)]));

// Candidates expect a title match first: descriptions that repeat a word must not outrank it.
describe('title matches first, on the demo data', () => {
  it.each(commonTitleWords(positions.map((position) => position.title)))(
    "'%s' (stem %s, in %i titles): every one of the first ten results has it in the title",
    (word, term, titles) => {
      expect(titles).toBeGreaterThanOrEqual(10);
      const hits = index.search({ text: word, size: 10 }).hits;
      expect(hits).toHaveLength(10);
      const without = hits.filter((hit) => !titleTerms.get(hit.id)!.includes(term));
      expect(without.map((hit) => positions[hit.id - 1]!.title)).toEqual([]);
    },
  );
});
