import { describe, expect, it } from 'vitest';
import { unwrapRing } from './unwrap-rings.ts';

describe('unwrapRing', () => {
  it('continues a shape past the antimeridian instead of crossing the world', () => {
    const chukotka = [
      [178, 65],
      [-178, 66],
      [-175, 67],
      [179, 68],
      [178, 65],
    ];
    expect(unwrapRing(chukotka).map(([lng]) => lng)).toEqual([178, 182, 185, 179, 178]);
  });

  it('leaves a shape that does not cross it alone', () => {
    const ring = [
      [10, 50],
      [12, 51],
      [11, 49],
      [10, 50],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});
