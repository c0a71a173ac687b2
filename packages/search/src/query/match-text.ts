import type { DocTable } from '../store/doc-table.ts';
import type { TermDictionary } from '../store/term-dictionary.ts';
import { Bm25 } from './bm25.ts';
import { EDIT_PENALTY, type Variants } from './expand.ts';
import type { Scratch } from './scratch.ts';

/** One AND operand: a text word (scored) or a location word (must be in a location field). */
export type MatchTerm = { variants: Variants; isLocation: boolean };

type Context = { dict: TermDictionary; docs: DocTable; scratch: Scratch };

// Below this ratio of candidates to postings, candidates are looked up in the postings by
// galloping search instead of the postings being scanned.
const GALLOP_RATIO = 16;

/**
 * A text word's title tier for one variant: 2 when the title holds the word or its stem, 1 when
 * it holds a word the query word begins, 0 for a typo or no title match (title tf: low 7 bits).
 */
const titleTierOf = (term: MatchTerm, tf: number, variantPenalty: number) => {
  if (term.isLocation || (tf & 127) === 0 || variantPenalty >= EDIT_PENALTY) return 0;
  return variantPenalty === 0 ? 2 : 1;
};

/**
 * Documents that match every term; fills `scratch.candidates` (ascending) and, per candidate,
 * `score` (sum over text words of the best variant's weighted BM25F), `penalty` (sum of the
 * best variant's penalty) and `titleTier` (how strongly the title holds the text words). Terms run from the rarest; the order depends only on live counts, so a
 * rebuilt index sums scores in the same order. Returns the candidate count.
 */
export const matchTerms = (context: Context, terms: readonly MatchTerm[]): number => {
  if (terms.some((term) => term.variants.terms.length === 0)) return 0;
  const order = terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => a.term.variants.cost - b.term.variants.cost || a.index - b.index)
    .map(({ term }) => term);
  const bm25 = new Bm25(context.docs);
  let count = seed(context, bm25, order[0]!);
  for (let i = 1; i < order.length && count > 0; i++) {
    count = intersect(context, bm25, order[i]!, count);
  }
  return count;
};

const seed = ({ dict, docs, scratch }: Context, bm25: Bm25, term: MatchTerm) => {
  const { member, score, penalty, titleTier, candidates } = scratch;
  const alive = docs.isAlive;
  const epoch = scratch.nextEpoch();
  const { terms, weights, penalties } = term.variants;
  scratch.memberEpoch = epoch;
  let count = 0;
  for (let v = 0; v < terms.length; v++) {
    const id = terms[v]!;
    const postings = dict.docs[id]!;
    const tfs = dict.tfs[id]!;
    const length = dict.lengths[id]!;
    const weight = weights[v]!;
    const variantPenalty = penalties[v]!;
    const idf = bm25.idf(dict.df[id]!);
    for (let i = 0; i < length; i++) {
      const doc = postings[i]!;
      if (alive[doc] === 0) continue;
      const tf = tfs[i]!;
      if (term.isLocation && ((tf >>> 17) & 31) === 0) continue;
      const value = term.isLocation ? 0 : weight * bm25.score(tf, doc, idf);
      const titled = titleTierOf(term, tf, variantPenalty);
      if (member[doc] !== epoch) {
        member[doc] = epoch;
        candidates[count++] = doc;
        score[doc] = value;
        penalty[doc] = variantPenalty;
        titleTier[doc] = titled;
      } else {
        if (value > score[doc]!) score[doc] = value;
        if (variantPenalty < penalty[doc]!) penalty[doc] = variantPenalty;
        if (titled > titleTier[doc]!) titleTier[doc] = titled;
      }
    }
  }
  if (terms.length > 1) {
    // Variants interleave: restore document order, by a scan when most documents match.
    if (count * 8 > docs.count) {
      count = 0;
      for (let doc = 0; doc < docs.count; doc++) {
        candidates[count] = doc;
        count += member[doc] === epoch ? 1 : 0;
      }
    } else {
      candidates.subarray(0, count).sort();
    }
  }
  return count;
};

const intersect = ({ dict, scratch }: Context, bm25: Bm25, term: MatchTerm, count: number) => {
  const { member, hit, score, penalty, termScore, termPenalty, candidates } = scratch;
  const { titleTier, termTitleTier } = scratch;
  const memberEpoch = scratch.memberEpoch;
  const epoch = scratch.nextEpoch();
  const { terms, weights, penalties } = term.variants;
  const record = (doc: number, tf: number, weight: number, variantPenalty: number, idf: number) => {
    if (term.isLocation && ((tf >>> 17) & 31) === 0) return;
    const value = term.isLocation ? 0 : weight * bm25.score(tf, doc, idf);
    const titled = titleTierOf(term, tf, variantPenalty);
    if (hit[doc] !== epoch) {
      hit[doc] = epoch;
      termScore[doc] = value;
      termPenalty[doc] = variantPenalty;
      termTitleTier[doc] = titled;
    } else {
      if (value > termScore[doc]!) termScore[doc] = value;
      if (variantPenalty < termPenalty[doc]!) termPenalty[doc] = variantPenalty;
      if (titled > termTitleTier[doc]!) termTitleTier[doc] = titled;
    }
  };
  for (let v = 0; v < terms.length; v++) {
    const id = terms[v]!;
    const postings = dict.docs[id]!;
    const tfs = dict.tfs[id]!;
    const length = dict.lengths[id]!;
    const idf = bm25.idf(dict.df[id]!);
    if (count * GALLOP_RATIO < length) {
      let position = 0;
      for (let c = 0; c < count && position < length; c++) {
        const doc = candidates[c]!;
        position = gallop(postings, length, position, doc);
        if (position < length && postings[position] === doc) {
          record(doc, tfs[position]!, weights[v]!, penalties[v]!, idf);
        }
      }
    } else {
      for (let i = 0; i < length; i++) {
        const doc = postings[i]!;
        if (member[doc] === memberEpoch) record(doc, tfs[i]!, weights[v]!, penalties[v]!, idf);
      }
    }
  }
  let kept = 0;
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
    if (hit[doc] === epoch) {
      score[doc]! += termScore[doc]!;
      penalty[doc]! += termPenalty[doc]!;
      titleTier[doc]! += termTitleTier[doc]!;
      candidates[kept++] = doc;
    } else {
      member[doc] = 0;
    }
  }
  return kept;
};

/** The first index at or after `from` whose document is not below `doc`. */
const gallop = (postings: Uint32Array, length: number, from: number, doc: number) => {
  let low = from;
  let high = from;
  let step = 1;
  while (high < length && postings[high]! < doc) {
    low = high + 1;
    high = low + step;
    step *= 2;
  }
  if (high > length) high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (postings[middle]! < doc) low = middle + 1;
    else high = middle;
  }
  return low;
};
