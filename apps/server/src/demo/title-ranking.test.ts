import { analyze, SearchIndex } from '@careers/search';
import { describe, expect, it } from 'vitest';
import { toSearchDocument } from '../modules/search/to-search-document.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { generateDemoPositions } from './generator/generate-positions.ts';
import { DEMO_POSITION_COUNTS } from './seed/seed-demo-data.ts';

const DOMAIN = 'northwind.example';
const tenant = DEMO_TENANTS.find((candidate) => candidate.domain === DOMAIN)!;
const positions = [
  ...generateDemoPositions({
    count: DEMO_POSITION_COUNTS[DOMAIN]!,
    seed: DOMAIN,
    now: new Date('2026-11-01T00:00:00Z'),
    catalogue: tenant.catalogue,
  }),
].map((fields, index) => ({ ...fields, id: index + 1 }));
const index = SearchIndex.build(positions.map(toSearchDocument));
const titleTerms = new Map(positions.map((position) => [position.id, analyze(position.title)]));

/**
 * The 20 words most titles of the demo hold (counted by their stem, as the engine matches them),
 * each as the spelling titles use most: what a candidate would type.
 */
const commonTitleWords = () => {
  const byStem = new Map<string, { titles: number; spellings: Map<string, number> }>();
  for (const position of positions) {
    const words = position.title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    const seen = new Set<string>();
    for (const word of words) {
      const [stem] = analyze(word);
      if (!stem) continue;
      const entry = byStem.get(stem) ?? { titles: 0, spellings: new Map<string, number>() };
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      if (!seen.has(stem)) entry.titles += 1;
      seen.add(stem);
      byStem.set(stem, entry);
    }
  }
  return [...byStem]
    .sort((a, b) => b[1].titles - a[1].titles || (a[0] < b[0] ? -1 : 1))
    .slice(0, 20)
    .map(([stem, { titles, spellings }]) => {
      const [word] = [...spellings].sort((a, b) => b[1] - a[1])[0]!;
      return [word, stem, titles] as const;
    });
};

// Candidates expect a title match first: descriptions that repeat a word must not outrank it.
describe('title matches first, on the demo data', () => {
  it.each(commonTitleWords())(
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
