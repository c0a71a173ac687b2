import { analyze } from '@careers/search';
import type { ChatbotxFaqEntry } from '@careers/shared';

const K1 = 1.2;
const B = 0.75;
/** Words of the question and its keywords count this much more than words of the answer. */
const QUESTION_WEIGHT = 3;
/** At least this share of the candidate's words must be found in one entry. */
const MIN_COVERAGE = 0.5;

type Field = { terms: Map<string, number>; length: number };

const fieldOf = (text: string, weight: number): Field => {
  const terms = new Map<string, number>();
  const analyzed = analyze(`${text} `);
  for (const term of analyzed) terms.set(term, (terms.get(term) ?? 0) + weight);
  return { terms, length: analyzed.length * weight };
};

const merge = (a: Field, b: Field): Field => {
  const terms = new Map(a.terms);
  for (const [term, count] of b.terms) terms.set(term, (terms.get(term) ?? 0) + count);
  return { terms, length: a.length + b.length };
};

/**
 * The FAQ entry that answers a question, by BM25 over the search engine's own analysis (folding,
 * stop words, English stems), the question and keywords weighted above the answer; none when
 * fewer than half of the question's words are found in the best entry's question or keywords.
 */
export const matchFaq = (question: string, faq: readonly ChatbotxFaqEntry[]) => {
  const terms = [...new Set(analyze(`${question} `))];
  if (terms.length === 0 || faq.length === 0) return undefined;
  const docs = faq.map((entry) => {
    const asked = fieldOf([entry.question, ...entry.keywords].join(' '), QUESTION_WEIGHT);
    return { entry, asked, all: merge(asked, fieldOf(entry.answer, 1)) };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.all.length, 0) / docs.length || 1;
  const idf = (term: string) => {
    const containing = docs.filter((doc) => doc.all.terms.has(term)).length;
    return Math.log(1 + (docs.length - containing + 0.5) / (containing + 0.5));
  };
  let best: { entry: ChatbotxFaqEntry; score: number } | undefined;
  for (const doc of docs) {
    const covered = terms.filter((term) => doc.asked.terms.has(term)).length;
    if (covered / terms.length < MIN_COVERAGE) continue;
    const score = terms.reduce((sum, term) => {
      const frequency = doc.all.terms.get(term) ?? 0;
      const norm = frequency + K1 * (1 - B + (B * doc.all.length) / averageLength);
      return sum + (idf(term) * frequency * (K1 + 1)) / norm;
    }, 0);
    if (!best || score > best.score) best = { entry: doc.entry, score };
  }
  return best?.entry;
};
