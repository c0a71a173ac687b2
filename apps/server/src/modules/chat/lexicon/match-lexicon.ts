import { escapeRegExp } from '@careers/shared';
import type { AssistantLanguage, TopicLexicon } from './lexicon-types.ts';

export type PhraseHit<T> = { value: T; language: AssistantLanguage; phrase: string };

/**
 * Phrases with Latin letters match whole words (next to Han or kana too: 'offer' in '我有offer吗');
 * Arabic ones whole words too, after a clitic or the article (و ف ب ل ال: 'لوظيفة'), so 'كم' is not found in
 * 'عليكم'; others (Japanese, Chinese: no spaces) anywhere.
 */
export const phrasePattern = (phrase: string, flags = 'u') => {
  const escaped = escapeRegExp(phrase);
  if (/[a-z0-9]/.test(phrase))
    return new RegExp(
      `(?<![\\p{Script=Latin}\\p{N}])${escaped}(?![\\p{Script=Latin}\\p{N}])`,
      flags,
    );
  if (/\p{Script=Arabic}/u.test(phrase))
    return new RegExp(
      `(?<=^|\\P{Script=Arabic})[وفبل]?(?:ال)?${escaped}(?!\\p{Script=Arabic})`,
      flags,
    );
  return new RegExp(escaped, flags);
};

const patterns = new Map<string, RegExp>();
const patternOf = (phrase: string) => {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = phrasePattern(phrase);
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
