import { describe, expect, it } from 'vitest';
import { winAnsiSafe, wrapText } from './pdf-text.ts';

describe('pdf text', () => {
  it('wraps on spaces and keeps paragraphs and blank lines', () => {
    expect(wrapText('one two three\n\nfour', 8)).toEqual(['one two', 'three', '', 'four']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('replaces what the standard fonts cannot draw', () => {
    expect(winAnsiSafe('José Ñúñez')).toBe('José Ñúñez');
    expect(winAnsiSafe('李雷 ok')).toBe('?? ok');
  });
});
