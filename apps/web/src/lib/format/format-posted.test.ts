import { describe, expect, it } from 'vitest';
import { formatPosted } from './format-posted.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => NOW / 1000 - days * 86_400;

describe('formatPosted', () => {
  it.each([
    ['en', 0, 'today'],
    ['en', 1, 'yesterday'],
    ['en', 3, '3 days ago'],
    ['en', 15, '2 weeks ago'],
    ['en', 65, '2 months ago'],
    ['en', 800, '2 years ago'],
    ['de', 0, 'heute'],
    ['de', 3, 'vor 3 Tagen'],
    ['de', 65, 'vor 2 Monaten'],
    // Arabic's dual, whole words, no English around it
    ['ar', 0, 'اليوم'],
    ['ar', 65, 'قبل شهرين'],
    ['ar', 15, 'قبل أسبوعين'],
  ])('in %s, %i days after posting reads "%s"', (language, days, expected) => {
    expect(formatPosted(daysAgo(days), NOW, language)).toBe(expected);
  });

  it('never reads a future date as "in …" when the clocks disagree', () => {
    expect(formatPosted(NOW / 1000 + 3600, NOW, 'en')).toBe('today');
  });
});
