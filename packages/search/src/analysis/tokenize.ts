import { fold } from './fold.ts';
import { latinTokens } from './scan-latin.ts';

/**
 * How a run of CJK characters becomes tokens:
 * - 'query': the character bigrams of the run (a run of one or two characters stays whole);
 * - 'document': the same bigrams, plus every segment Intl.Segmenter finds in the run, which go to
 *   `segments` so that they count in the field but stay out of title phrases;
 * - 'suggest': the run, then its tails from each segment boundary ('软件工程师', '工程师', '师'),
 *   so a suggestion matches from any word start.
 * The segmenter's dictionary may cut '软件工程师' differently in a title and in a query; bigrams
 * of the whole run do not depend on that, so queries match any run that contains them.
 */
export type TokenMode = 'document' | 'query' | 'suggest';

// Latin runs are split without the segmenter (it is ten times slower and would cut 'c++' and
// 'c#'), exactly as scan-latin.ts does; everything else goes through Intl.Segmenter.
const TOKEN = /\b[a-z](?:\+\+|#)(?![a-z0-9])|[a-z0-9]+(?:'[a-z0-9]+)*|\P{ASCII}+/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

const words = (text: string) =>
  [...segmenter.segment(text)].filter(
    ({ segment, isWordLike }) => isWordLike && HAS_WORD_CHAR.test(segment),
  );

const pushCjkRun = (run: string, mode: TokenMode, out: string[], segments?: string[]) => {
  const chars = [...run];
  if (mode === 'suggest') {
    for (const { index } of words(run)) out.push(run.slice(index));
    return;
  }
  if (chars.length <= 2) {
    out.push(run);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  if (segments) for (const { segment } of words(run)) segments.push(segment);
};

const pushNonLatin = (run: string, mode: TokenMode, out: string[], segments?: string[]) => {
  let last = 0;
  for (const match of run.matchAll(CJK_RUN)) {
    if (!CJK.test(match[0])) continue;
    for (const { segment } of words(run.slice(last, match.index))) out.push(segment);
    pushCjkRun(match[0], mode, out, segments);
    last = match.index + match[0].length;
  }
  for (const { segment } of words(run.slice(last))) out.push(segment);
};

/** The tokens of folded text (see fold.ts), in order. */
export const tokenize = (folded: string, mode: TokenMode, segments?: string[]): string[] => {
  if (!NON_ASCII.test(folded)) return latinTokens(folded);
  const out: string[] = [];
  for (const token of folded.match(TOKEN) ?? []) {
    if (token.charCodeAt(0) < 0x80) out.push(token);
    else pushNonLatin(token, mode, out, segments);
  }
  return out;
};

const isPlainAscii = (text: string) => !NON_ASCII.test(text);

/** fold + tokenize, with one pass less over plain ASCII text. */
export const tokensOf = (text: string, mode: TokenMode, segments?: string[]): string[] =>
  isPlainAscii(text) ? latinTokens(text.toLowerCase()) : tokenize(fold(text), mode, segments);
