import { describe, expect, it } from 'vitest';
import { escapeHtml, joinList, withArticle } from './html.ts';

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

describe('escapeHtml and joinList', () => {
  it('escapes markup characters and leaves plain text alone', () => {
    expect(escapeHtml('FP&A <Manager> "x"')).toBe('FP&amp;A &lt;Manager&gt; &quot;x&quot;');
    expect(escapeHtml('Plain')).toBe('Plain');
  });

  it('joins lists the English way', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
