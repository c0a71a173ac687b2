import { escapeRegExp } from '@careers/shared';
import { phrasePattern } from './lexicon/match-lexicon.ts';

/** A message as the lexicon reads it: lower case, one space between words, curly quotes straight. */
export const normalizeMessage = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // elisions: "d'entrepôt", "l'hôpital", "dell'ufficio"
    .replace(/(?<![\p{L}])(d|l|qu|dell|all|nell|sull)'(?=\p{L})/gu, '$1 ')
    .replace(/[\s,;:!?¿¡。、！？「」()[\]"]+/gu, ' ')
    .trim()} `;

const patterns = new Map<string, RegExp>();

/** A word's inflections past its lexicon form: 'krankenschwestern', 'entwicklerin', 'contadores'. */
const ENDING = '\\p{Script=Latin}{0,3}';
/** Shorter Latin words take no endings: 'arzt' is not 'arztpraxis'. */
const MIN_INFLECTED = 5;

/**
 * Whole words of Latin and Arabic script; Japanese and Chinese anywhere (phrasePattern). With
 * `isInflected`, a Latin word may end in up to three more letters.
 */
const patternOf = (phrase: string, isInflected = false) => {
  const key = `${isInflected ? '~' : ''}${phrase}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const lower = phrase.toLowerCase();
    pattern =
      isInflected && /^[\p{Script=Latin} -]+$/u.test(lower) && lower.length >= MIN_INFLECTED
        ? new RegExp(
            `(?<![\\p{Script=Latin}\\p{N}])${escapeRegExp(lower)}${ENDING}(?![\\p{Script=Latin}\\p{N}])`,
            'gu',
          )
        : phrasePattern(lower, 'gu');
    patterns.set(key, pattern);
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
  isInflected = false,
): { value: T | undefined; text: string } => {
  const all = entries
    .flatMap(([value, phrases]) => phrases.map((phrase) => [value, phrase] as const))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [value, phrase] of all) {
    const pattern = patternOf(phrase, isInflected);
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
export const takeAll = <T>(
  text: string,
  entries: readonly (readonly [T, readonly string[]])[],
  isInflected = false,
) => {
  const values: T[] = [];
  let rest = text;
  for (;;) {
    const found = takePhrase(rest, entries, isInflected);
    if (found.value === undefined) return { values, text: rest };
    values.push(found.value);
    rest = found.text;
  }
};
