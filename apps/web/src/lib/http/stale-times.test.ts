import { expect, it } from 'vitest';
import { STALE_TIME } from './stale-times.ts';

it('offers the stale times from ten seconds to never, in milliseconds', () => {
  expect(Object.values(STALE_TIME)).toEqual([
    10_000,
    30_000,
    120_000,
    300_000,
    600_000,
    3_600_000,
    43_200_000,
    86_400_000,
    Infinity,
  ]);
});
