import { escapeRegExp } from '@careers/shared';
import type { AssistantLanguage, TopicLexicon } from './lexicon-types.ts';

export type PhraseHit<T> = { value: T; language: AssistantLanguage; phrase: string };

const patterns = new Map<string, RegExp>();

/**
 * Phrases with Latin letters match whole words (next to Han or kana too: 'offer' in '我有offer吗');
 * others (Japanese, Chinese, Arabic) anywhere.
 */
const patternOf = (phrase: string) => {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = /[a-z0-9]/.test(phrase)
      ? new RegExp(
          `(?<![\\p{Script=Latin}\\p{N}])${escapeRegExp(phrase)}(?![\\p{Script=Latin}\\p{N}])`,
          'u',
        )
      : new RegExp(escapeRegExp(phrase), 'u');
    patterns.set(phrase, pattern);
  }
  return pattern;
};

const holdsPhrase = (folded: string, phrase: string) => patternOf(phrase).test(folded);

/** Every phrase of the lexicon the folded text holds, longest first. */
export const findPhrases = <T extends string>(
  folded: string,
  lexicon: TopicLexicon<T>,
): PhraseHit<T>[] => {
  const hits: PhraseHit<T>[] = [];
  for (const [value, phrases] of lexicon)
    for (const [language, list] of Object.entries(phrases) as [AssistantLanguage, string[]][])
      for (const phrase of list)
        if (holdsPhrase(folded, phrase)) hits.push({ value, language, phrase });
  return hits.sort((a, b) => b.phrase.length - a.phrase.length);
};

/** The text without these phrases (each replaced by a space). */
export const removePhrases = (folded: string, phrases: readonly string[]) => {
  let text = folded;
  for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
    const pattern = patternOf(phrase);
    text = text.replace(new RegExp(pattern.source, 'gu'), ' ');
  }
  return ` ${text.replace(/\s+/g, ' ').trim()} `;
};
