import { describe, expect, it } from 'vitest';
import { normalizeLineText } from './normalize-text.ts';

describe('normalizeLineText', () => {
  it('joins a letter-spaced heading, kerned pairs included', () => {
    expect(normalizeLineText('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(normalizeLineText('S U M M A RY')).toBe('SUMMARY');
    expect(normalizeLineText('S A V O I R - F A I R E')).toBe('SAVOIR-FAIRE');
  });

  it('leaves words of one or two letters in a sentence as they are', () => {
    expect(normalizeLineText('I am a UX designer')).toBe('I am a UX designer');
    expect(normalizeLineText('Skills: C, C++, R, Go')).toBe('Skills: C, C++, R, Go');
  });

  it('writes a bullet glyph set alone as a bullet', () => {
    expect(normalizeLineText('○')).toBe('•');
  });
});
