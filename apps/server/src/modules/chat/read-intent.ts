import { JOB_WORDS_BY_LANGUAGE, ROLES_BY_LANGUAGE } from './chat-lexicon.ts';
import { FAQ_CONCEPTS } from './lexicon/faq-concepts.ts';
import { foldForLexicon } from './lexicon/fold-for-lexicon.ts';
import { HOW_TO_TOPICS, type HowToTopic } from './lexicon/how-to-topics.ts';
import {
  OUT_OF_BOUNDS,
  CHANGE_VERBS,
  LANGUAGE_NOUNS,
  SMALL_TALK,
  type SmallTalk,
} from './lexicon/intent-cues.ts';
import { JOB_FACT_TOPICS, YES_NO_CUES, type JobFactTopic } from './lexicon/job-fact-topics.ts';
import { MINE_CUES, MINE_TOPICS, type MineTopic } from './lexicon/mine-topics.ts';
import type { Phrases } from './lexicon/lexicon-types.ts';
import { findPhrases, removePhrases } from './lexicon/match-lexicon.ts';
import { QUESTION_WORDS } from './lexicon/question-words.ts';

/** What the words of a message ask, before any data is read. */
export type IntentReading = {
  smallTalk: SmallTalk | undefined;
  howTo: HowToTopic | undefined;
  /** A topic of the candidate's own things, only when the message says they are theirs. */
  mine: MineTopic | undefined;
  facts: JobFactTopic[];
  isYesNo: boolean;
  hasJobWord: boolean;
  hasFaqConcept: boolean;
  /** Another person's data or the assistant's own instructions. */
  isOutOfBounds: boolean;
  /** What the message names: its words without every cue, question word and job word. */
  rest: string;
  /** `rest` with its words as written, roles not put in English. */
  restAsWritten: string;
  /** The message without the FAQ's concepts ('part time barista' without 'part time'). */
  outsideConcepts: string;
};

const flat = (phrases: Phrases) => Object.values(phrases).flat();
const phrasesOf = (lexicon: readonly (readonly [string, Phrases])[]) =>
  lexicon.flatMap(([, phrases]) => flat(phrases));
const foldAll = (list: readonly string[]) => list.map((phrase) => foldForLexicon(phrase).trim());

const JOB_WORDS = foldAll(flat(JOB_WORDS_BY_LANGUAGE));
const CUE_WORDS = [
  ...phrasesOf(HOW_TO_TOPICS),
  ...phrasesOf(MINE_TOPICS),
  ...phrasesOf(JOB_FACT_TOPICS),
  ...phrasesOf(SMALL_TALK),
  ...flat(MINE_CUES),
  ...flat(YES_NO_CUES),
  ...flat(QUESTION_WORDS),
  ...JOB_WORDS,
];

const ROLES_FOLDED = ROLES_BY_LANGUAGE.map(
  ([role, phrases]) =>
    [
      role,
      Object.fromEntries(
        Object.entries(phrases).map(([language, list]) => [language, foldAll(list)]),
      ) as Phrases,
    ] as const,
);

/** Roles written in another language as the English words titles use ('バリスタ' as 'barista'). */
const rolesInEnglish = (text: string) => {
  const hits = findPhrases(text, ROLES_FOLDED);
  const rest = removePhrases(
    text,
    hits.map((hit) => hit.phrase),
  );
  return [...new Set(hits.map((hit) => hit.value)), rest.trim()].join(' ').trim();
};

const holds = (folded: string, phrases: Phrases) =>
  findPhrases(folded, [['cue', phrases]]).length > 0;

/**
 * Reads what a message asks from its words in any of the assistant's languages: an action to
 * learn (how-to), the candidate's own things, facts of a position, small talk. Each lexicon
 * names the concept, not a sentence: 'wie lade ich meinen Lebenslauf hoch' is the resume topic
 * because of 'Lebenslauf', whatever the words around it.
 */
export const readIntent = (message: string): IntentReading => {
  const folded = foldForLexicon(message);
  const mineTopic = findPhrases(folded, MINE_TOPICS)[0]?.value;
  // forms and saved jobs are only ever the candidate's; interviews and offers may be the FAQ's
  const isMine = holds(folded, MINE_CUES) || mineTopic === 'forms' || mineTopic === 'saved';
  const isLanguageChange = holds(folded, LANGUAGE_NOUNS) && holds(folded, CHANGE_VERBS);
  // '招聘流程' (the hiring process) holds '招聘' (hiring, a job word): the concept wins
  const concepts = findPhrases(folded, FAQ_CONCEPTS).map((hit) => hit.phrase);
  const outsideConcepts = removePhrases(folded, concepts);
  return {
    smallTalk: findPhrases(folded, SMALL_TALK)[0]?.value,
    howTo:
      findPhrases(folded, HOW_TO_TOPICS)[0]?.value ?? (isLanguageChange ? 'language' : undefined),
    mine: mineTopic && isMine ? mineTopic : undefined,
    facts: [...new Set(findPhrases(folded, JOB_FACT_TOPICS).map((hit) => hit.value))],
    isYesNo: holds(folded, YES_NO_CUES),
    hasJobWord: findPhrases(outsideConcepts, [['job', { en: JOB_WORDS }]]).length > 0,
    hasFaqConcept: concepts.length > 0,
    isOutOfBounds: holds(folded, OUT_OF_BOUNDS),
    rest: rolesInEnglish(removePhrases(folded, CUE_WORDS)),
    restAsWritten: removePhrases(folded, CUE_WORDS).trim(),
    outsideConcepts: outsideConcepts.trim(),
  };
};
