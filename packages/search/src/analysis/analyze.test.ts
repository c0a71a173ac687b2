import { describe, expect, it } from 'vitest';
import { analyze, maxEditsFor, queryTokens } from './analyze.ts';
import { fold } from './fold.ts';
import { tokenize, tokensOf } from './tokenize.ts';

describe('fold', () => {
  it('removes diacritics, lowers case and unfolds special letters', () => {
    expect(fold('Zürich Straße Ørsted Łódź Æsir')).toBe('zurich strasse orsted lodz aesir');
  });

  it('maps compatibility forms and keeps marks that carry meaning', () => {
    expect(fold('ＪＡＶＡ ﬁnance')).toBe('java finance');
    expect(fold('ガ')).toBe('ガ');
    expect(fold('สำนักงาน')).toBe('สำนักงาน');
  });
});

describe('tokenize', () => {
  it('keeps c++ and c# whole and splits on punctuation', () => {
    expect(tokensOf("C++, C# and Node.js; don't", 'query')).toEqual([
      'c++',
      'c#',
      'and',
      'node',
      'js',
      "don't",
    ]);
  });

  it('turns CJK runs into bigrams for queries and adds segments for documents', () => {
    expect(tokenize('软件工程师', 'query')).toEqual(['软件', '件工', '工程', '程师']);
    const segments: string[] = [];
    const tokens = tokenize('软件工程师', 'document', segments);
    expect(tokens).toEqual(['软件', '件工', '工程', '程师']);
    expect(segments.join('')).toBe('软件工程师');
    expect(segments.length).toBeGreaterThan(1);
  });

  it('segments Thai into words', () => {
    const words = tokenize('วิศวกรซอฟต์แวร์', 'query');
    expect(words.length).toBeGreaterThan(1);
    expect(words.join('')).toBe('วิศวกรซอฟต์แวร์');
  });

  it('cuts mixed scripts the same way as plain ASCII around them', () => {
    expect(tokenize(fold('UXデザイナー c++'), 'query')).toEqual([
      'ux',
      'デザ',
      'ザイ',
      'イナ',
      'ナー',
      'c++',
    ]);
  });
});

describe('analyze', () => {
  it('stems and drops stop words', () => {
    expect(analyze('Head of Engineering')).toEqual(['head', 'engin']);
  });

  it('keeps stop words when nothing else is left', () => {
    expect(analyze('the')).toEqual(['the']);
    expect(analyze('IT')).toEqual(['it']);
  });

  it('marks the last word as a prefix unless the text ends with a space', () => {
    expect(queryTokens('java dev').map((token) => token.isLast)).toEqual([false, true]);
    expect(queryTokens('java dev ').map((token) => token.isLast)).toEqual([false, false]);
    expect(queryTokens('dev a').map((token) => token.isLast)).toEqual([false]);
  });

  it('allows one typo from 4 characters and two from 8, none in numbers', () => {
    expect(['abc', 'abcd', 'abcdefg', 'abcdefgh', '2024'].map(maxEditsFor)).toEqual([
      0, 1, 1, 2, 0,
    ]);
  });
});
