import { describe, expect, it } from 'vitest';
import { parsePositionIds } from './position-ids.ts';

describe('parsePositionIds', () => {
  it('reads one id, a slugged id, and a comma-joined cart without repeats', () => {
    expect(parsePositionIds('12')).toEqual([12]);
    expect(parsePositionIds('12-senior-engineer')).toEqual([12]);
    expect(parsePositionIds('3, 5,3,x,7')).toEqual([3, 5, 7]);
    expect(parsePositionIds(null)).toEqual([]);
  });
});
