import { describe, expect, it } from 'vitest';
import { normalizeLineText } from '../extract/normalize-text.ts';
import { headingKind } from './section-headings.ts';

describe('headingKind', () => {
  it('knows a letter-spaced heading whose word gaps were lost', () => {
    expect(headingKind(normalizeLineText('W O R K E X P E R I E N C E'))).toBe('experience');
    expect(headingKind(normalizeLineText('B E R U F S E R FA H R U N G'))).toBe('experience');
    expect(headingKind(normalizeLineText('E D U C AT I O N'))).toBe('education');
  });

  it('knows a CJK heading spaced out between its characters', () => {
    expect(headingKind('学 歴')).toBe('education');
  });

  it('knows a hyphenated heading and Vietnamese, Turkish and French variants', () => {
    expect(headingKind('SAVOIR-FAIRE')).toBe('skills');
    expect(headingKind('KINH NGHIỆM LÀM VIỆC')).toBe('experience');
    expect(headingKind('HỌC VẤN')).toBe('education');
    expect(headingKind('BECERİLER')).toBe('skills');
    expect(headingKind('İŞ DENEYİMİ')).toBe('experience');
    expect(headingKind('PARCOURS')).toBe('experience');
  });
});
