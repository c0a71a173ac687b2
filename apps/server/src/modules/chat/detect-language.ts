import { isOneOf } from '@careers/shared';
import { franc } from 'franc-min';
import { TWO_LETTER } from '../../services/text/franc-languages.ts';
import { JOB_WORDS_BY_LANGUAGE, ROLES_BY_LANGUAGE } from './chat-lexicon.ts';
import { FAQ_CONCEPTS } from './lexicon/faq-concepts.ts';
import { foldForLexicon } from './lexicon/fold-for-lexicon.ts';
import { HOW_TO_TOPICS } from './lexicon/how-to-topics.ts';
import { SMALL_TALK } from './lexicon/intent-cues.ts';
import { JOB_FACT_TOPICS, YES_NO_CUES } from './lexicon/job-fact-topics.ts';
import { MINE_CUES, MINE_TOPICS } from './lexicon/mine-topics.ts';
import {
  ASSISTANT_LANGUAGES,
  type AssistantLanguage,
  type Phrases,
} from './lexicon/lexicon-types.ts';
import { findPhrases } from './lexicon/match-lexicon.ts';
import { QUESTION_WORDS } from './lexicon/question-words.ts';

const LATIN_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl'] as const;
// franc's codes of the Latin-script languages the assistant tells apart by their words
const ISO_639_3 = Object.fromEntries(
  Object.entries(TWO_LETTER).filter(([, lang]) => isOneOf(LATIN_LANGUAGES, lang)),
) as Record<string, AssistantLanguage>;
const CODE_OF = Object.fromEntries(Object.entries(ISO_639_3).map(([code, lang]) => [lang, code]));

const fold = (phrases: Phrases): Phrases =>
  Object.fromEntries(
    Object.entries(phrases).map(([language, list]) => [
      language,
      list.map((phrase) => foldForLexicon(phrase).trim()),
    ]),
  );

/** Every word the assistant reads, tagged with its language: a message's words vote for theirs. */
const EVIDENCE = [
  ['question', QUESTION_WORDS],
  ['job', fold(JOB_WORDS_BY_LANGUAGE)],
  ...ROLES_BY_LANGUAGE.map(([role, phrases]) => [role, fold(phrases)] as const),
  ...FAQ_CONCEPTS,
  ...HOW_TO_TOPICS,
  ...MINE_TOPICS,
  ...JOB_FACT_TOPICS,
  ...SMALL_TALK,
  ['mine', MINE_CUES],
  ['yes-no', YES_NO_CUES],
] as const;

const isAssistantLanguage = (language: string): language is AssistantLanguage =>
  (ASSISTANT_LANGUAGES as readonly string[]).includes(language);

/** The page's language as one the assistant reads, when it is one (pt-BR as pt). */
const assistantLanguageOf = (language: string): AssistantLanguage | undefined => {
  if (isAssistantLanguage(language)) return language;
  if (language.startsWith('zh')) return 'zh-CN';
  const base = language.split('-')[0] ?? '';
  return isAssistantLanguage(base) ? base : undefined;
};

/**
 * The language a message is written in. Scripts tell Japanese (kana), Chinese (Han without kana)
 * and Arabic. Latin-script messages are mostly a few words, too short for a trigram model alone
 * (franc reads 'python entwickler remote' as French): the words the assistant knows in each
 * language vote, and franc (already the resume parser's detector) breaks ties among the leaders.
 * A message with no word of any language (a job title, a city) is in the page's language.
 */
export const detectLanguage = (message: string, pageLanguage: string): AssistantLanguage => {
  const page = assistantLanguageOf(pageLanguage) ?? 'en';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(message)) return 'ja';
  if (/\p{Script=Han}/u.test(message)) return 'zh-CN';
  if (/\p{Script=Arabic}/u.test(message)) return 'ar';
  const folded = foldForLexicon(message);
  const votes = new Map<AssistantLanguage, number>();
  const counted = new Set<string>();
  for (const hit of findPhrases(folded, EVIDENCE as never)) {
    // a word in two lexicons of one language votes once
    if (counted.has(`${hit.language} ${hit.phrase}`)) continue;
    counted.add(`${hit.language} ${hit.phrase}`);
    votes.set(hit.language, (votes.get(hit.language) ?? 0) + hit.phrase.split(' ').length);
  }
  const best = Math.max(0, ...votes.values());
  if (best === 0) return page;
  const leaders = LATIN_LANGUAGES.filter((language) => votes.get(language) === best);
  if (leaders.length === 1) return leaders[0]!;
  if (leaders.includes(page as never)) return page;
  const guess = franc(message, { minLength: 3, only: leaders.map((lang) => CODE_OF[lang]!) });
  return ISO_639_3[guess] ?? leaders[0] ?? page;
};
