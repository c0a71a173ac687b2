import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTop } from './rank.ts';

describe('selectTop', () => {
  it('returns the first k of the full order, whatever k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 60 }),
        (keys, k) => {
          // Documents 0..n-1 ordered by key, then by number: a total order with many ties.
          const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
          const docs = Int32Array.from(keys.keys());
          const expected = [...docs].sort(compare).slice(0, k);
          expect([...selectTop(docs, docs.length, k, compare)]).toEqual(expected);
        },
      ),
    );
  });
});
