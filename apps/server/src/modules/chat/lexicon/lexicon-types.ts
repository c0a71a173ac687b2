/** The languages the built-in assistant reads and answers in. */
export const ASSISTANT_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'ja',
  'zh-CN',
  'ar',
] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/**
 * Phrases per language, written folded (lower case, no accents, apostrophes as spaces) as
 * `foldForLexicon` leaves a message.
 */
export type Phrases = Partial<Record<AssistantLanguage, readonly string[]>>;

/** Named things (topics, facts) and the phrases that ask for each. */
export type TopicLexicon<T extends string> = readonly (readonly [T, Phrases])[];
