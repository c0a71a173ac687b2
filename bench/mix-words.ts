// Pieces of queries people type, taken from real documents: words of titles, skills and
// departments, with the two mistakes search-as-you-type must survive (a typo, a cut-off word).
import type { SearchDocument } from '@careers/search';
import type { Random } from '../apps/server/src/demo/prng.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** What a person would type of a phrase: its words, mostly in lower case. */
export const wordsOf = (phrase: string): string[] =>
  phrase
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word.length >= 2);

const window = (random: Random, words: readonly string[], size: number): string[] => {
  const length = Math.min(size, words.length);
  const first = random.int(0, words.length - length);
  return words.slice(first, first + length);
};

/** One to three words about one document: from its title, a skill or its department. */
export const pickWords = (random: Random, doc: SearchDocument, count: number): string[] => {
  const roll = random.next();
  const skill = (): string => random.pick(doc.skills.length ? doc.skills : [doc.title]);
  const source =
    roll < 0.6 ? doc.title : roll < 0.85 ? skill() : roll < 0.95 ? doc.department : doc.category;
  const words = window(random, wordsOf(source), count);
  // A short source is topped up with one of the document's skills: 'nurse epic', 'engineer go'.
  while (words.length < count) {
    const extra = wordsOf(skill())[0];
    if (!extra || words.includes(extra)) break;
    words.push(extra);
  }
  return random.chance(0.75) ? words.map((word) => word.toLowerCase()) : words;
};

const isPlainWord = (word: string) => /^\p{L}{5,}$/u.test(word);

/** One edit (substitution, deletion, insertion or swap) past the first letter of a 5+ letter word. */
export const addTypo = (random: Random, words: readonly string[]): string[] | undefined => {
  const candidates = words.flatMap((word, index) => (isPlainWord(word) ? [index] : []));
  if (candidates.length === 0) return undefined;
  const index = random.pick(candidates);
  const word = words[index]!;
  const at = random.int(1, word.length - 2);
  const letter = random.pick([...LETTERS].filter((candidate) => candidate !== word[at]));
  const edits = [
    () => word.slice(0, at) + letter + word.slice(at + 1),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + letter + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ];
  const typed = random.pick(edits)();
  if (typed.toLowerCase() === word.toLowerCase()) return undefined;
  return words.map((original, position) => (position === index ? typed : original));
};

/** The last word cut short, as while typing: at least three letters, at least one missing. */
export const cutLastWord = (random: Random, words: readonly string[]): string[] | undefined => {
  const last = words.at(-1);
  if (!last || last.length < 4) return undefined;
  return [...words.slice(0, -1), last.slice(0, random.int(3, last.length - 1))];
};
