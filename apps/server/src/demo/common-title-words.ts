import { analyze } from '@careers/search';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { generateDemoPositions } from './generator/generate-positions.ts';
import { DEMO_POSITION_COUNTS } from './seed/seed-demo-data.ts';

/** The demo positions of one tenant, as the seed makes them (at a fixed date). */
export const demoPositionsOf = (domain: string) => {
  const tenant = DEMO_TENANTS.find((candidate) => candidate.domain === domain)!;
  return [
    ...generateDemoPositions({
      count: DEMO_POSITION_COUNTS[domain]!,
      seed: domain,
      now: new Date('2026-11-01T00:00:00Z'),
      catalogue: tenant.catalogue,
    }),
  ];
};

/**
 * The 20 words most titles hold (counted by their stem, as the engine matches them), each as
 * the spelling titles use most: what a candidate would type. [word, stem, titles holding it].
 */
export const commonTitleWords = (titles: readonly string[]) => {
  const byStem = new Map<string, { titles: number; spellings: Map<string, number> }>();
  for (const title of titles) {
    const words = title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
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
    .map(([stem, { titles: count, spellings }]) => {
      const [word] = [...spellings].sort((a, b) => b[1] - a[1])[0]!;
      return [word, stem, count] as const;
    });
};
