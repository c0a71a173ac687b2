import { foldForLexicon } from './fold-for-lexicon.ts';
import { removePhrases } from './match-lexicon.ts';
import { QUESTION_WORDS } from './question-words.ts';

const ASKING_WORDS = new Set(Object.values(QUESTION_WORDS).flat());
/** A word that only asks, in any language ('was', 'où', 'czy'). */
export const isAskingWord = (word: string) => ASKING_WORDS.has(foldForLexicon(word).trim());
const NON_LATIN_ASKING = [...ASKING_WORDS].filter((word) => !/[a-z]/.test(word));
/** A word of another script without the small words of its language ('の', '的', 'في'). */
export const removeAskingWords = (word: string) =>
  removePhrases(` ${word} `, NON_LATIN_ASKING).trim();
