import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashRange, latinTokens, newTokenRanges, scanLatin } from './scan-latin.ts';

const REFERENCE = /\b[a-z](?:\+\+|#)(?![a-z0-9])|[a-z0-9]+(?:'[a-z0-9]+)*/g;

describe('scanLatin', () => {
  it('cuts like the reference expression on lower-cased text, and hashes lower case', () => {
    const text = fc
      .array(fc.constantFrom(..."aB c+#'_-.9Z".split('')), { maxLength: 30 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const ranges = newTokenRanges();
        const count = scanLatin(input, ranges);
        const lower = input.toLowerCase();
        const found: string[] = [];
        for (let t = 0; t < count; t++) {
          const [start, end, hash] = ranges.data.subarray(t * 3, t * 3 + 3);
          expect(hash! >>> 0).toBe(hashRange(lower, start!, end!));
          found.push(lower.slice(start, end));
        }
        const expected = lower.match(REFERENCE) ?? [];
        expect(found).toEqual(expected);
        expect(latinTokens(input)).toEqual(expected);
      }),
    );
  });

  it('gives up on text that is not ASCII', () => {
    expect(scanLatin('zurich zürich', newTokenRanges())).toBe(-1);
  });
});
