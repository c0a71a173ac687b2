import { describe, expect, it } from 'vitest';
import { createRandom, createWeightedPicker, hashSeed } from './prng.ts';

const draw = (seed: string, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    expect(draw('northwind', 20)).toEqual(draw('northwind', 20));
    expect(draw('northwind', 20)).not.toEqual(draw('northwind2', 20));
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
  });

  it('draws uniform numbers in [0, 1) and integers within inclusive bounds', () => {
    const random = createRandom('bounds');
    const values = Array.from({ length: 10_000 }, () => random.next());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const ints = new Set(Array.from({ length: 1_000 }, () => random.int(2, 4)));
    expect([...ints].sort()).toEqual([2, 3, 4]);
  });

  it('samples distinct items and never more than there are', () => {
    const random = createRandom('sample');
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let round = 0; round < 200; round += 1) {
      const picked = random.sample(items, 4);
      expect(new Set(picked).size).toBe(4);
      picked.forEach((item) => expect(items).toContain(item));
    }
    expect(random.sample(items, 10)).toHaveLength(6);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom('x').pick([])).toThrow();
  });
});

describe('createWeightedPicker', () => {
  it('picks in proportion to the weights and never a zero-weight item', () => {
    const random = createRandom('weights');
    const pick = createWeightedPicker(
      [
        ['rare', 1],
        ['common', 3],
        ['never', 0],
      ] as const,
      ([, weight]) => weight,
    );
    const counts = { rare: 0, common: 0, never: 0 };
    for (let round = 0; round < 20_000; round += 1) counts[pick(random)[0]] += 1;
    expect(counts.never).toBe(0);
    expect(counts.common / counts.rare).toBeGreaterThan(2.7);
    expect(counts.common / counts.rare).toBeLessThan(3.3);
  });
});
