import { LATIN_QUESTIONS } from './questions-latin.ts';
import { SCRIPT_QUESTIONS } from './questions-scripts.ts';
import type { Language, Question, Row } from './question-types.ts';

/**
 * Every question of the bench. One in three (the third of each three, in each language) is
 * held out: its failures are never printed, so the assistant is not tuned to them.
 */
export const loadQuestions = (): Question[] => {
  const byLanguage = { ...LATIN_QUESTIONS, ...SCRIPT_QUESTIONS } as Record<Language, Row[]>;
  return Object.entries(byLanguage).flatMap(([language, rows]) =>
    rows.map(([text, intent, facts = {}, extra = {}], index) => {
      const lang = extra.lang ?? (language as Language);
      return {
        id: `${language}-${String(index + 1).padStart(2, '0')}`,
        lang,
        // half the questions come from a page in English: a French question on the English page
        hl: extra.hl ?? (index % 2 === 0 ? 'en' : lang),
        text,
        intent,
        facts,
        ...(extra.before && { before: extra.before }),
        ...(extra.cart && { cart: extra.cart }),
        split: index % 3 === 2 ? 'held-out' : 'dev',
      } satisfies Question;
    }),
  );
};
