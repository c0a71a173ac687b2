import { JOB_WORDS } from '../chat-lexicon.ts';
import { foldForLexicon } from './fold-for-lexicon.ts';
import { removePhrases } from './match-lexicon.ts';
import { QUESTION_WORDS } from './question-words.ts';

const ALL_QUESTION_WORDS = Object.values(QUESTION_WORDS).flat();
const FOLDED_JOB_WORDS = JOB_WORDS.map((word) => foldForLexicon(word).trim());

/** A folded text without every language's question words and the job words. */
export const withoutQuestionWords = (folded: string) =>
  removePhrases(folded, [...ALL_QUESTION_WORDS, ...FOLDED_JOB_WORDS]).trim();
