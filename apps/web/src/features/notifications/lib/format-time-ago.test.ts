import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-time-ago.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatTimeAgo', () => {
  it.each([
    ['en', 5 * 60_000, '5 minutes ago'],
    ['en', 26 * 3_600_000, 'yesterday'],
    ['de', 2 * 3_600_000, 'vor 2 Stunden'],
    ['ar', 2 * 3_600_000, 'قبل ساعتين'],
    ['fr', 3 * 86_400_000, 'il y a 3 jours'],
  ])('in %s, %i ms later reads "%s"', (language, elapsed, expected) => {
    expect(formatTimeAgo(before(elapsed), NOW, language)).toBe(expected);
  });

  it('has no words under a minute (the card says "Just now")', () => {
    expect(formatTimeAgo(before(30_000), NOW, 'en')).toBeUndefined();
  });
});
