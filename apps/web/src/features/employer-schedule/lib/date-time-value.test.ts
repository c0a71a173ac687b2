import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { fromInstant, isAhead, suggestedTime, toInstant } from './date-time-value.ts';

describe('date-time values', () => {
  it('reads a wall-clock time in the given zone, daylight saving included', () => {
    expect(toInstant(new CalendarDateTime(2027, 1, 15, 10, 30), 'Europe/Berlin')).toBe(
      '2027-01-15T09:30:00.000Z',
    );
    expect(toInstant(new CalendarDateTime(2027, 7, 15, 10, 30), 'Europe/Berlin')).toBe(
      '2027-07-15T08:30:00.000Z',
    );
  });

  it('turns an instant back into the same wall-clock time', () => {
    const value = fromInstant('2027-07-15T08:30:00.000Z', 'Europe/Berlin');
    expect(value.toString()).toBe('2027-07-15T10:30:00');
    expect(toInstant(value, 'Europe/Berlin')).toBe('2027-07-15T08:30:00.000Z');
  });

  it('suggests a round time in the future and tells a past time from a future one', () => {
    const suggestion = suggestedTime('America/Chicago', 1, 9);
    expect(suggestion.minute).toBe(0);
    expect(suggestion.hour).toBe(9);
    expect(isAhead(suggestion, 'America/Chicago')).toBe(true);
    expect(isAhead(new CalendarDateTime(2020, 1, 1, 9, 0), 'America/Chicago')).toBe(false);
  });
});
