import { fold } from './fold.ts';
import { analyzerFor, type Analyzer } from './languages.ts';
import { tokenize } from './tokenize.ts';

/** A query word: its folded surface (for typo and prefix lookups) and its indexed term. */
export type QueryToken = { surface: string; term: string; isLast: boolean };

/** Terms beyond this many are ignored: they bound the work of one query. */
export const MAX_QUERY_TERMS = 10;

const english = analyzerFor('en');

/** The indexed term of a folded token in English: its stem for Latin words, the token otherwise. */
export const termOf = (surface: string): string => english.termOf(surface);

/** Typo budget of a query word: none below 4 characters, one up to 7, two from 8; none for numbers. */
export const maxEditsFor = (surface: string): number => {
  if (/[0-9]/.test(surface)) return 0;
  const length = [...surface].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
};

/**
 * The words of a query. Stop words (of `analyzer`'s language or of any in `others`, the other
 * languages of the index's documents) go unless nothing else is left ('IT', 'the who'). The last
 * word is a prefix (search as you type) unless the text ends with white space.
 */
export const queryTokens = (
  text: string,
  analyzer: Analyzer = english,
  others: readonly { analyzer: Analyzer }[] = [],
): QueryToken[] => {
  const surfaces = tokenize(fold(text), 'query');
  if (surfaces.length === 0) return [];
  const isStop = (surface: string) =>
    analyzer.isStopWord(surface) || others.some((other) => other.analyzer.isStopWord(surface));
  const content = surfaces.filter((surface) => !isStop(surface));
  const kept = content.length > 0 ? content : surfaces;
  const lastSurface = /\s$/.test(text) ? undefined : surfaces.at(-1);
  const unique = [...new Set(kept)].slice(0, MAX_QUERY_TERMS);
  return unique.map((surface) => ({
    surface,
    term: analyzer.termOf(surface),
    isLast: surface === lastSurface,
  }));
};

/** The shared text analysis: the terms a query looks up, in order. */
export const analyze = (text: string): string[] => queryTokens(text).map((token) => token.term);
