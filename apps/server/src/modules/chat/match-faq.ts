import { analyze } from '@careers/search';
import type { ChatbotxFaqEntry } from '@careers/shared';
import { FAQ_CONCEPTS } from './lexicon/faq-concepts.ts';
import { foldForLexicon } from './lexicon/fold-for-lexicon.ts';
import { findPhrases, removePhrases } from './lexicon/match-lexicon.ts';
import { withoutQuestionWords } from './lexicon/without-question-words.ts';
import { isNearWord } from './is-near-word.ts';

const K1 = 1.2;
const B = 0.75;
/** Words of the question and its keywords count this much more than words of the answer. */
const QUESTION_WEIGHT = 3;
/** At least this share of the candidate's words must be found in one entry. */
const MIN_COVERAGE = 0.5;

type Field = { terms: Map<string, number>; length: number };

/** The engine's analysis reads at most ten words at a time (it is a query's): a text in pieces. */
const QUERY_WORDS = 8;
const analyzeText = (text: string) => {
  const words = text.split(/\s+/).filter(Boolean);
  const terms: string[] = [];
  for (let start = 0; start < words.length; start += QUERY_WORDS)
    terms.push(...analyze(`${words.slice(start, start + QUERY_WORDS).join(' ')} `));
  return terms;
};

const fieldOf = (text: string, weight: number): Field => {
  const terms = new Map<string, number>();
  const analyzed = analyzeText(text);
  for (const term of analyzed) terms.set(term, (terms.get(term) ?? 0) + weight);
  return { terms, length: analyzed.length * weight };
};

const merge = (a: Field, b: Field): Field => {
  const terms = new Map(a.terms);
  for (const [term, count] of b.terms) terms.set(term, (terms.get(term) ?? 0) + count);
  return { terms, length: a.length + b.length };
};

/**
 * The words of a question as an FAQ written in English has them: what it asks about in any
 * language ('congé parental', 'Elternzeit', '育児休暇') as English words, and its other words
 * (the tenant's own keywords may be in any language).
 */
export const faqTermsOf = (question: string) => {
  const folded = foldForLexicon(question);
  const concepts = findPhrases(folded, FAQ_CONCEPTS);
  const rest = withoutQuestionWords(
    removePhrases(
      folded,
      concepts.map((hit) => hit.phrase),
    ),
  );
  const english = concepts.map((hit) => hit.value).join(' ');
  return [...new Set(analyze(`${english} ${rest} `))];
};

/** The entry's own form of a question's term. */
const termIn = (field: Field, term: string) =>
  field.terms.has(term) ? term : [...field.terms.keys()].find((own) => isNearWord(own, term));

/**
 * The FAQ entry that answers a question in any language, by BM25 over the search engine's own
 * analysis (folding, stop words, English stems, a typo allowed), the question and keywords
 * weighted above the answer; none when fewer than half of the question's words are in the best
 * entry.
 */
export const matchFaq = (question: string, faq: readonly ChatbotxFaqEntry[]) => {
  const terms = faqTermsOf(question);
  if (terms.length === 0 || faq.length === 0) return undefined;
  const docs = faq.map((entry) => {
    const asked = fieldOf([entry.question, ...entry.keywords].join(' '), QUESTION_WEIGHT);
    return { entry, asked, all: merge(asked, fieldOf(entry.answer, 1)) };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.all.length, 0) / docs.length || 1;
  const idf = (term: string) => {
    const containing = docs.filter((doc) => termIn(doc.all, term) !== undefined).length;
    return Math.log(1 + (docs.length - containing + 0.5) / (containing + 0.5));
  };
  let best: { entry: ChatbotxFaqEntry; score: number } | undefined;
  for (const doc of docs) {
    const covered = terms.filter((term) => termIn(doc.all, term) !== undefined).length;
    if (covered / terms.length < MIN_COVERAGE) continue;
    const score = terms.reduce((sum, term) => {
      const own = termIn(doc.all, term);
      const frequency = own === undefined ? 0 : (doc.all.terms.get(own) ?? 0);
      const norm = frequency + K1 * (1 - B + (B * doc.all.length) / averageLength);
      return sum + (idf(term) * frequency * (K1 + 1)) / norm;
    }, 0);
    if (!best || score > best.score) best = { entry: doc.entry, score };
  }
  return best?.entry;
};
