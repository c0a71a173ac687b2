import type { ApplicationStatus } from '@careers/shared';

/** What a question asks, as the assistant should read it. */
export type Intent =
  'find_jobs' | 'job_fact' | 'how_to' | 'mine' | 'faq' | 'greeting' | 'thanks' | 'unknown';

/** What the answer must hold for the question to count as answered. */
export type Facts = {
  /** Each of these positions is one of the answer's cards. */
  ids?: number[];
  /** Every card has a place in this city (and there is at least one card). */
  cardsIn?: string;
  /** Every card's title holds one of these words (and there is at least one card). */
  titles?: string[];
  /** The FAQ entry (its index in the tenant's FAQ) whose answer the reply gives. */
  faq?: number;
  /** What the answer is about: salary, place, apply, next_interview… */
  topic?: string;
  /** The reply names this day (ISO date), in any of its written forms. */
  date?: string;
  /** The reply holds each of these (case-insensitive; 'a|b' for either). */
  says?: string[];
  /** The reply holds none of these. */
  never?: string[];
  /** The reply names this application status in the candidate pages' words. */
  status?: ApplicationStatus;
  /** No position cards. */
  noCards?: boolean;
};

export type Language =
  'en' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'nl' | 'pl' | 'ja' | 'zh-CN' | 'ar';

export type Question = {
  id: string;
  /** The language the question is written in, and the language of the expected answer. */
  lang: Language;
  /** The page's language (`hl`). */
  hl: string;
  text: string;
  intent: Intent;
  facts: Facts;
  /** Earlier messages of the candidate in the same conversation. */
  before?: string[];
  /** Positions in the candidate's saved jobs. */
  cart?: number[];
  split: 'dev' | 'held-out';
};

/** `[text, intent, facts, extra]` as the question files write them. */
export type Row = [
  string,
  Intent,
  Facts?,
  { hl?: string; before?: string[]; cart?: number[]; lang?: Language }?,
];
