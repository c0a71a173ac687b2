import { describe, expect, it } from 'vitest';
import { stemEnglish } from './porter2.ts';

// Expected stems from the Snowball English sample vocabulary (snowballstem.org).
// prettier-ignore
const SAMPLES: Record<string, string> = {
  consign: 'consign', consigned: 'consign', consigning: 'consign', consignment: 'consign',
  consistency: 'consist', consistently: 'consist', consolation: 'consol', consolatory: 'consolatori',
  consolidated: 'consolid', consolingly: 'consol', conspicuously: 'conspicu', conspiracy: 'conspiraci',
  conspirators: 'conspir', constables: 'constabl', constancy: 'constanc', knackeries: 'knackeri',
  kneeling: 'kneel', knightly: 'knight', knitting: 'knit', knives: 'knive', generously: 'generous',
  skies: 'sky', dying: 'die', news: 'news', hoping: 'hope', cries: 'cri', ties: 'tie', gaps: 'gap',
  gas: 'gas', kiwis: 'kiwi', national: 'nation', happy: 'happi', running: 'run',
};

describe('stemEnglish (Porter2)', () => {
  it('gives the Snowball stems of the sample vocabulary', () => {
    for (const [word, stem] of Object.entries(SAMPLES))
      expect([word, stemEnglish(word)]).toEqual([word, stem]);
  });

  it('brings the forms of job words together', () => {
    const stems = (words: string[]) => new Set(words.map(stemEnglish));
    expect(stems(['engineer', 'engineers', 'engineering'])).toEqual(new Set(['engin']));
    expect(stems(['developer', 'developers', 'development', 'developing'])).toEqual(
      new Set(['develop']),
    );
    expect(stems(['manager', 'management', 'managing'])).toEqual(new Set(['manag']));
  });

  it('leaves short words and possessives sensible', () => {
    expect(stemEnglish('go')).toBe('go');
    expect(stemEnglish("engineer's")).toBe('engin');
  });
});
