import type { DocTable } from '../store/doc-table.ts';
import type { Scratch } from './scratch.ts';
import type { Variants } from './expand.ts';

/**
 * Marks (`scratch.phrase`) the candidates whose title holds the query words consecutively, in
 * order, each as any of its variants: 'senior data engineer' in 'Senior Data Engineer, Payments'.
 * Titles are short, so each check is a few array reads.
 */
export const markTitlePhrases = (
  docs: DocTable,
  scratch: Scratch,
  words: readonly Variants[],
  count: number,
) => {
  const { candidates, phrase, termBits } = scratch;
  if (words.length < 2) {
    for (let c = 0; c < count; c++) phrase[candidates[c]!] = 0;
    return;
  }
  words.forEach((word, index) => {
    for (const term of word.terms) termBits[term]! |= 1 << index;
  });
  const { titleStarts, titleTerms } = docs;
  const span = words.length;
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
    const start = titleStarts[doc]!;
    const last = titleStarts[doc + 1]! - span;
    let found = 0;
    for (let at = start; at <= last && found === 0; at++) {
      let word = 0;
      while (word < span && (termBits[titleTerms[at + word]!]! & (1 << word)) !== 0) word++;
      if (word === span) found = 1;
    }
    phrase[doc] = found;
  }
  for (const word of words) for (const term of word.terms) termBits[term] = 0;
};
