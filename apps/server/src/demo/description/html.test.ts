import { describe, expect, it } from 'vitest';
import { joinList, withArticle } from './html.ts';

describe('withArticle', () => {
  it.each([
    ['Data Analyst', 'a Data Analyst'],
    ['Engineering Manager', 'an Engineering Manager'],
    ['Associate Product Manager', 'an Associate Product Manager'],
    ['HR Generalist', 'an HR Generalist'],
    ['SEO Specialist', 'an SEO Specialist'],
    ['ICU Nurse', 'an ICU Nurse'],
    ['QA Engineer', 'a QA Engineer'],
    ['UX Designer', 'a UX Designer'],
    ['Unit Secretary', 'a Unit Secretary'],
    ['Operating Room Nurse', 'an Operating Room Nurse'],
    ['.NET Developer', 'a .NET Developer'],
  ])('%s', (title, expected) => expect(withArticle(title)).toBe(expected));
});

describe('joinList', () => {
  it('joins lists the English way', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
