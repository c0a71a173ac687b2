import { phrasePattern } from './lexicon/match-lexicon.ts';

/** A message as the lexicon reads it: lower case, one space between words, curly quotes straight. */
export const normalizeMessage = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\s,;:!?¿¡。、！？「」()[\]"]+/gu, ' ')
    .trim()} `;

const patterns = new Map<string, RegExp>();

/** Whole words of Latin and Arabic script; Japanese and Chinese anywhere (phrasePattern). */
const patternOf = (phrase: string) => {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = phrasePattern(phrase.toLowerCase(), 'gu');
    patterns.set(phrase, pattern);
  }
  return pattern;
};

/**
 * Finds the first entry whose phrase the text holds, longer phrases first, and takes the phrase
 * out of the text (so what is left is the search's free words).
 */
export const takePhrase = <T>(
  text: string,
  entries: readonly (readonly [T, readonly string[]])[],
): { value: T | undefined; text: string } => {
  const all = entries
    .flatMap(([value, phrases]) => phrases.map((phrase) => [value, phrase] as const))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [value, phrase] of all) {
    const pattern = patternOf(phrase);
    pattern.lastIndex = 0;
    if (pattern.test(text)) {
      pattern.lastIndex = 0;
      return { value, text: text.replace(pattern, ' ') };
    }
  }
  return { value: undefined, text };
};

/** Takes every phrase of the list out of the text; true when one was there. */
export const takeAny = (text: string, phrases: readonly string[]) => {
  const found = takePhrase(text, [[true, phrases]]);
  return { isFound: found.value === true, text: found.text };
};

/** Every entry the text holds, each taken out. */
export const takeAll = <T>(text: string, entries: readonly (readonly [T, readonly string[]])[]) => {
  const values: T[] = [];
  let rest = text;
  for (;;) {
    const found = takePhrase(rest, entries);
    if (found.value === undefined) return { values, text: rest };
    values.push(found.value);
    rest = found.text;
  }
};
