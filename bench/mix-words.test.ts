import { describe, expect, it } from 'vitest';
import { createRandom } from '../apps/server/src/demo/prng.ts';
import { addTypo, cutLastWord, wordsOf } from './mix-words.ts';

/** Levenshtein distance with adjacent swaps counted as one edit. */
const editDistance = (a: string, b: string): number => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
};

describe('query words', () => {
  it('keeps words people type and drops punctuation around them', () => {
    expect(wordsOf('Head of Sales (EMEA), C++ & Node.js')).toEqual([
      'Head',
      'of',
      'Sales',
      'EMEA',
      'C++',
      'Node.js',
    ]);
  });

  it('makes one edit, past the first letter, in a word of five letters or more', () => {
    const random = createRandom('typo-test');
    for (let run = 0; run < 200; run += 1) {
      const typed = addTypo(random, ['go', 'engineer']);
      if (!typed) continue;
      expect(typed[0]).toBe('go');
      expect(typed[1]![0]).toBe('e');
      expect(editDistance(typed[1]!, 'engineer')).toBe(1);
    }
  });

  it('makes no typo when every word is short', () => {
    expect(addTypo(createRandom('short'), ['go', 'sql'])).toBeUndefined();
  });

  it('cuts the last word to a proper prefix of three letters or more', () => {
    const random = createRandom('prefix-test');
    for (let run = 0; run < 100; run += 1) {
      const [first, cut] = cutLastWord(random, ['data', 'engineer'])!;
      expect(first).toBe('data');
      expect(cut!.length).toBeGreaterThanOrEqual(3);
      expect(cut!.length).toBeLessThan('engineer'.length);
      expect('engineer'.startsWith(cut!)).toBe(true);
    }
  });
});
