import { describe, expect, it } from 'vitest';
import { parsePositionId } from './position-id.ts';

describe('parsePositionId', () => {
  it.each([
    ['123', 123],
    ['123-senior-engineer', 123],
    [' 7-x', 7],
    ['2147483647', 2147483647],
  ])('reads %s as %s', (value, expected) => {
    expect(parsePositionId(value)).toBe(expected);
  });

  it.each([undefined, null, '', 'abc', '-5', '0', 'x123', '99999999999999999999', '2147483648'])(
    'gives undefined for %s',
    (value) => {
      expect(parsePositionId(value)).toBeUndefined();
    },
  );
});
