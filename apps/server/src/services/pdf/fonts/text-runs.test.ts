import { describe, expect, it } from 'vitest';
import { splitRuns, visualOrder } from './text-runs.ts';

const drawn = (line: string) => {
  const { runs, isRtl } = visualOrder(splitRuns(line));
  return {
    text: runs.map((run) => run.text).join('|'),
    families: [...new Set(runs.map((run) => run.file.key.split('/')[0]))],
    isRtl,
  };
};

describe('runs of a line, in the order they are drawn', () => {
  it('prints each script in its Noto family, Latin, Cyrillic and Greek in Noto Sans', () => {
    expect(drawn('Łukasz — Иван — Ελληνικά').families).toEqual(['noto-sans']);
    expect(drawn('Ada 王伟 हिन्दी తెలుగు ภาษาไทย').families).toEqual([
      'noto-sans',
      'noto-sans-sc',
      'noto-sans-devanagari',
      'noto-sans-telugu',
      'noto-sans-thai',
    ]);
  });

  it('draws a right-to-left name where it stands in a left-to-right line, punctuation outside it', () => {
    const { text, isRtl } = drawn('Name: محمد علي — Cairo');
    expect(isRtl).toBe(false);
    expect(text.replaceAll('|', '')).toBe('Name: محمد علي — Cairo');
    expect(text).toContain('|محمد علي|');
  });

  it('lays a line that starts right to left from the right: the later words drawn first', () => {
    const { text, isRtl } = drawn('שלום עולם Ada');
    expect(isRtl).toBe(true);
    expect(text.replaceAll('|', '')).toBe('Ada שלום עולם');
  });
});
