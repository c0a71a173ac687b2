/** Words that say nothing about what a job is. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'de',
  'y',
  'i',
  'ii',
  'iii',
  'iv',
]);

/** Seniority words: they tell the level, not the kind of work. */
export const SENIORITY_WORDS = new Set([
  'junior',
  'jr',
  'senior',
  'sr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'intern',
  'graduate',
  'trainee',
  'entry',
]);

export const normalizeText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** 'Node.js' and 'nodejs', 'C++' and 'c++', 'A/B testing' and 'a b testing' compare equal. */
export const skillKey = (skill: string) =>
  normalizeText(skill)
    .replace(/\.js\b/g, 'js')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** The words of a title that say what the work is, singular-ish. */
export const titleWords = (title: string): string[] =>
  normalizeText(title)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !SENIORITY_WORDS.has(word))
    .map((word) => (word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word));

/** The share of `wanted`'s words found in `have` (0 to 1). */
export const wordOverlap = (wanted: readonly string[], have: readonly string[]) => {
  if (!wanted.length) return 0;
  const haveSet = new Set(have);
  return wanted.filter((word) => haveSet.has(word)).length / wanted.length;
};
