import { maxEditsFor, type QueryToken } from '../analysis/analyze.ts';
import type { TermDictionary } from '../store/term-dictionary.ts';
import { lowerBound } from '../store/sorted-words.ts';
import { fuzzyWalk } from './fuzzy-walk.ts';

const NO_TERMS: readonly number[] = [];

/** The dictionary terms one query word stands for, each with its weight and rank penalty. */
export type Variants = { terms: number[]; weights: number[]; penalties: number[]; cost: number };

export const PREFIX_WEIGHT = 0.6;
export const TYPO_WEIGHT = 0.5;
/** Penalties order matches before scores do: exact 0, prefix 1, each edit 2. */
export const PREFIX_PENALTY = 1;
export const EDIT_PENALTY = 2;
/**
 * A short prefix ('s') stands for its most frequent terms only: at most this many, and no more
 * once they hold PREFIX_POSTINGS_PER_DOCUMENT postings per live document (20,000 at least).
 */
export const MAX_PREFIX_TERMS = 100;
export const PREFIX_POSTINGS_PER_DOCUMENT = 2;
const MIN_PREFIX_POSTINGS = 20_000;

/**
 * Exact: the word's term. Prefix (the last word only): terms of every live surface starting with
 * the word. Typo: terms of live surfaces within the word's edit budget (analyze.ts). With
 * `isLocation`, only terms that some live document has in a location field.
 */
export const expandToken = (
  dict: TermDictionary,
  token: QueryToken,
  isLocation: boolean,
  liveDocuments: number,
): Variants => {
  const found = new Map<number, { weight: number; penalty: number }>();
  const isEligible = (term: number) =>
    dict.df[term]! > 0 && (!isLocation || dict.locationDf[term]! > 0);
  const consider = (term: number, weight: number, penalty: number) => {
    if (!isEligible(term)) return;
    const known = found.get(term);
    if (!known) found.set(term, { weight, penalty });
    else {
      known.weight = Math.max(known.weight, weight);
      known.penalty = Math.min(known.penalty, penalty);
    }
  };
  const exact = dict.termIds.get(token.term);
  if (exact !== undefined) consider(exact, 1, 0);
  // the word as each other language of the index's documents reads it
  for (const term of dict.otherTermsOf(token.surface)) consider(term, 1, 0);

  const surfaces = dict.sortedSurfaces();
  const hasOthers = dict.others.length > 0;
  const liveTermOf = (index: number) => {
    const surface = dict.surfaceIds.get(surfaces[index]!)!;
    return dict.surfaceDf[surface]! > 0 ? dict.surfaceTerm[surface]! : -1;
  };
  /** A live surface's terms in the other languages (its term in the index's is liveTermOf). */
  const otherTermsAt = (index: number) =>
    hasOthers && dict.surfaceDf[dict.surfaceIds.get(surfaces[index]!)!]! > 0
      ? dict.otherTermsOf(surfaces[index]!)
      : NO_TERMS;
  if (token.isLast) {
    const prefixed = new Set<number>();
    for (let i = lowerBound(surfaces, token.surface); i < surfaces.length; i++) {
      if (!surfaces[i]!.startsWith(token.surface)) break;
      const term = liveTermOf(i);
      if (term >= 0 && isEligible(term)) prefixed.add(term);
      for (const other of otherTermsAt(i)) if (isEligible(other)) prefixed.add(other);
    }
    const df = isLocation ? dict.locationDf : dict.df;
    const chosen = [...prefixed];
    chosen.sort((a, b) => df[b]! - df[a]! || (dict.terms[a]! < dict.terms[b]! ? -1 : 1));
    const budget = Math.max(MIN_PREFIX_POSTINGS, PREFIX_POSTINGS_PER_DOCUMENT * liveDocuments);
    let postings = 0;
    for (const term of chosen.slice(0, MAX_PREFIX_TERMS)) {
      if (postings >= budget) break;
      postings += dict.df[term]!;
      consider(term, PREFIX_WEIGHT, PREFIX_PENALTY);
    }
  }
  const maxEdits = maxEditsFor(token.surface);
  if (maxEdits > 0) {
    fuzzyWalk(surfaces, token.surface, maxEdits, false, (index, edits) => {
      const term = liveTermOf(index);
      if (term >= 0) consider(term, TYPO_WEIGHT ** edits, EDIT_PENALTY * edits);
      for (const other of otherTermsAt(index)) {
        consider(other, TYPO_WEIGHT ** edits, EDIT_PENALTY * edits);
      }
    });
  }
  const variants: Variants = { terms: [], weights: [], penalties: [], cost: 0 };
  for (const [term, { weight, penalty }] of found) {
    variants.terms.push(term);
    variants.weights.push(weight);
    variants.penalties.push(penalty);
    variants.cost += dict.df[term]!;
  }
  return variants;
};
