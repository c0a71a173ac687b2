import { describe, expect, it } from 'vitest';
import { percentiles } from './stats.ts';

describe('percentiles', () => {
  it('takes nearest-rank percentiles of unsorted durations', () => {
    const durations = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentiles(durations)).toEqual({
      count: 100,
      mean: 50.5,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
  });

  it('gives the only value for every percentile of one duration', () => {
    expect(percentiles([2.5])).toMatchObject({ p50: 2.5, p99: 2.5, max: 2.5 });
  });
});
