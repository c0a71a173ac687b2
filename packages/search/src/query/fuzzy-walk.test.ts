import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../testing/brute-force.ts';
import { fuzzyWalk } from './fuzzy-walk.ts';

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 7 });

const walk = (words: string[], query: string, maxEdits: number, isPrefix: boolean) => {
  const found = new Map<string, number>();
  fuzzyWalk(words, query, maxEdits, isPrefix, (index, edits) => found.set(words[index]!, edits));
  return found;
};

describe('fuzzyWalk', () => {
  it('finds exactly the words within the edit budget, with their distance', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (list, query, maxEdits) => {
          const words = [...list].sort();
          const expected = new Map(
            words
              .map((w) => [w, editDistance(w, query)] as const)
              .filter(([, distance]) => distance <= maxEdits),
          );
          expect(walk(words, query, maxEdits, false)).toEqual(expected);
        },
      ),
    );
  });

  it('in prefix mode finds the words with a prefix within budget, with the best distance', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (list, query, maxEdits) => {
          const words = [...list].sort();
          const best = (w: string) =>
            Math.min(
              ...Array.from({ length: w.length + 1 }, (_, k) => editDistance(w.slice(0, k), query)),
            );
          const expected = new Map(
            words.map((w) => [w, best(w)] as const).filter(([, distance]) => distance <= maxEdits),
          );
          expect(walk(words, query, maxEdits, true)).toEqual(expected);
        },
      ),
    );
  });

  it('counts a transposition as one edit', () => {
    expect(walk(['python'], 'pyhton', 1, false)).toEqual(new Map([['python', 1]]));
  });
});
