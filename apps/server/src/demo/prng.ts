/** A seeded source of randomness: the same seed always gives the same sequence. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** cyrb53-style string hash folded to 32 bits: spreads similar seeds far apart. */
export const hashSeed = (seed: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < seed.length; index += 1) {
    const code = seed.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
};

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
export const createRandom = (seed: string): Random => {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = items.slice();
    const size = Math.min(count, pool.length);
    for (let index = 0; index < size; index += 1) {
      const swap = index + Math.floor(next() * (pool.length - index));
      const chosen = pool[swap] as T;
      pool[swap] = pool[index] as T;
      pool[index] = chosen;
    }
    pool.length = size;
    return pool;
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
};

/** Picks items in proportion to their weights; builds the cumulative table once. */
export const createWeightedPicker = <T>(
  items: readonly T[],
  weightOf: (item: T) => number,
): ((random: Random) => T) => {
  if (items.length === 0) throw new Error('Cannot pick from an empty list');
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weightOf(item));
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('Weights must not all be zero');
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
};
