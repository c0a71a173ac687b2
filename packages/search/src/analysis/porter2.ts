// The Snowball English ("Porter2") stemmer, after https://snowballstem.org/algorithms/english/stemmer.html.
// Input is one lower-case ASCII word; 'Y' marks a y that acts as a consonant.

// prettier-ignore
const EXCEPTIONS = new Map([
  ['skis', 'ski'], ['skies', 'sky'], ['dying', 'die'], ['lying', 'lie'], ['tying', 'tie'],
  ['idly', 'idl'], ['gently', 'gentl'], ['ugly', 'ugli'], ['early', 'earli'], ['only', 'onli'],
  ['singly', 'singl'], ['sky', 'sky'], ['news', 'news'], ['howe', 'howe'], ['atlas', 'atlas'],
  ['cosmos', 'cosmos'], ['bias', 'bias'], ['andes', 'andes'],
]);
// prettier-ignore
const AFTER_STEP_1A = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

// [suffix, replacement]; the longest matching suffix wins, and only it is tried.
const byLength = (pairs: [string, string][]) => pairs.sort((a, b) => b[0].length - a[0].length);
// prettier-ignore
const STEP_2 = byLength([
  ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['abli', 'able'], ['entli', 'ent'],
  ['izer', 'ize'], ['ization', 'ize'], ['ational', 'ate'], ['ation', 'ate'], ['ator', 'ate'],
  ['alism', 'al'], ['aliti', 'al'], ['alli', 'al'], ['fulness', 'ful'], ['ousli', 'ous'],
  ['ousness', 'ous'], ['iveness', 'ive'], ['iviti', 'ive'], ['biliti', 'ble'], ['bli', 'ble'],
  ['ogi', 'og'], ['fulli', 'ful'], ['lessli', 'less'], ['li', ''],
]);
// prettier-ignore
const STEP_3 = byLength([
  ['tional', 'tion'], ['ational', 'ate'], ['alize', 'al'], ['icate', 'ic'], ['iciti', 'ic'],
  ['ical', 'ic'], ['ful', ''], ['ness', ''], ['ative', ''],
]);
// prettier-ignore
const STEP_4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'].sort((a, b) => b.length - a.length);
const STEP_1B = ['eedly', 'ingly', 'edly', 'eed', 'ing', 'ed'];
const LI_ENDINGS = 'cdeghkmnrt';
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];

const isVowel = (c: string | undefined) =>
  c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
const hasVowel = (s: string) => /[aeiouy]/.test(s);

/** Start of the region after the first non-vowel that follows a vowel, searching from `from`. */
const regionAfter = (w: string, from: number) => {
  for (let i = from + 1; i < w.length; i++) if (isVowel(w[i - 1]) && !isVowel(w[i])) return i + 1;
  return w.length;
};

const endsShortSyllable = (w: string) => {
  const n = w.length;
  if (n === 2) return isVowel(w[0]) && !isVowel(w[1]);
  return (
    n > 2 &&
    !isVowel(w[n - 3]) &&
    isVowel(w[n - 2]) &&
    !isVowel(w[n - 1]) &&
    !'wxY'.includes(w[n - 1]!)
  );
};

const longest = <T extends string | [string, string]>(w: string, list: readonly T[]) =>
  list.find((entry) => w.endsWith(typeof entry === 'string' ? entry : entry[0]));

const step1a = (w: string) => {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ied') || w.endsWith('ies')) return w.length > 4 ? w.slice(0, -2) : w.slice(0, -1);
  if (w.endsWith('us') || w.endsWith('ss')) return w;
  if (w.endsWith('s') && hasVowel(w.slice(0, -2))) return w.slice(0, -1);
  return w;
};

const step1b = (w: string, r1: number) => {
  const suffix = longest(w, STEP_1B);
  if (!suffix) return w;
  const stem = w.slice(0, -suffix.length);
  if (suffix === 'eed' || suffix === 'eedly') return stem.length >= r1 ? `${stem}ee` : w;
  if (!hasVowel(stem)) return w;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  if (DOUBLES.some((pair) => stem.endsWith(pair))) return stem.slice(0, -1);
  if (r1 >= stem.length && endsShortSyllable(stem)) return `${stem}e`;
  return stem;
};

const step1c = (w: string) => {
  const n = w.length;
  return n > 2 && (w[n - 1] === 'y' || w[n - 1] === 'Y') && !isVowel(w[n - 2])
    ? `${w.slice(0, -1)}i`
    : w;
};

const step2 = (w: string, r1: number) => {
  const pair = longest(w, STEP_2);
  if (!pair) return w;
  const [suffix, replacement] = pair;
  const stem = w.slice(0, -suffix.length);
  if (stem.length < r1) return w;
  if (suffix === 'ogi' && !stem.endsWith('l')) return w;
  if (suffix === 'li' && !LI_ENDINGS.includes(stem.at(-1) ?? '')) return w;
  return stem + replacement;
};

const step3 = (w: string, r1: number, r2: number) => {
  const pair = longest(w, STEP_3);
  if (!pair) return w;
  const [suffix, replacement] = pair;
  const stem = w.slice(0, -suffix.length);
  if (stem.length < (suffix === 'ative' ? r2 : r1)) return w;
  return stem + replacement;
};

const step4 = (w: string, r2: number) => {
  const suffix = longest(w, STEP_4);
  if (!suffix) return w;
  const stem = w.slice(0, -suffix.length);
  if (stem.length < r2) return w;
  if (suffix === 'ion' && !stem.endsWith('s') && !stem.endsWith('t')) return w;
  return stem;
};

const step5 = (w: string, r1: number, r2: number) => {
  const stem = w.slice(0, -1);
  if (w.endsWith('e')) {
    if (stem.length >= r2 || (stem.length >= r1 && !endsShortSyllable(stem))) return stem;
  } else if (w.endsWith('ll') && stem.length >= r2) return stem;
  return w;
};

export const stemEnglish = (word: string): string => {
  const exception = EXCEPTIONS.get(word);
  if (exception) return exception;
  if (word.length <= 2) return word;
  let w = word.startsWith("'") ? word.slice(1) : word;
  w = w.replace(/^y/, 'Y').replace(/([aeiouy])y/g, '$1Y');
  const prefix = /^(gener|commun|arsen)/.exec(w)?.[0];
  const r1 = prefix ? prefix.length : regionAfter(w, 0);
  const r2 = regionAfter(w, r1);
  w = w.replace(/'s'$|'s$|'$/, '');
  w = step1a(w);
  if (AFTER_STEP_1A.has(w)) return w;
  w = step1c(step1b(w, r1));
  w = step5(step4(step3(step2(w, r1), r1, r2), r2), r1, r2);
  return w.replace(/Y/g, 'y');
};
