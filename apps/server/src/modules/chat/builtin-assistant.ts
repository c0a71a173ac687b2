import type { ChatMessage } from '@careers/shared';
import { answerInWords } from './answer-in-words.ts';
import { answerJobFact } from './answer-job-fact.ts';
import { answerMine } from './answer-mine.ts';
import { answerSearch } from './answer-search.ts';
import type { AssistantAnswer } from './assistant-answer.ts';
import type { ChatContext } from './chat-context.ts';
import { detectLanguage } from './detect-language.ts';
import { findNamedPositions } from './find-named-positions.ts';
import { indexVocabulary } from './index-vocabulary.ts';
import { matchFaq } from './match-faq.ts';
import { readIntent } from './read-intent.ts';
import { followUpSearch } from './follow-up-search.ts';
import { understandMessage } from './understand-message.ts';

/** Facts that, without a yes-or-no question, narrow a search ('remote python developer'). */
const SEARCH_CONDITIONS = new Set(['workplace', 'open', 'employment']);
/** Greetings and thanks stay small talk when this few other words come with them. */
const SMALL_TALK_WORDS = 2;

/**
 * The assistant with no outside service. The message's language is detected (the page's when
 * the words do not tell), then what it asks is read before anything is searched: small talk,
 * how to do something, the candidate's own things, a fact of a position it names, the tenant's
 * FAQ, a job search (with the conversation's earlier search for follow-ups); else it says
 * plainly what it can do.
 */
export const answerWithBuiltin = async (
  context: ChatContext,
  messages: readonly ChatMessage[],
): Promise<AssistantAnswer> => {
  const { deps, tenant } = context;
  const message = messages.at(-1)?.content ?? '';
  const language = detectLanguage(message, context.language);
  const faq = tenant.config.chatbotxConfig.faq;
  const company = tenant.config.branding.companyName;
  const otherQuestions = faq.slice(0, 2).map((entry) => entry.question);
  const reading = readIntent(message);
  const restWords = reading.rest.split(' ').filter(Boolean);

  if (reading.isOutOfBounds)
    return answerInWords({ intent: 'unknown', language, company, otherQuestions });
  if (
    reading.smallTalk &&
    !reading.howTo &&
    !reading.mine &&
    !reading.facts.length &&
    !reading.hasJobWord &&
    restWords.length <= SMALL_TALK_WORDS
  )
    return answerInWords({ intent: reading.smallTalk, language, company, otherQuestions });
  if (reading.howTo === 'apply' && restWords.length) {
    // 'how do I apply to the barista job', 'until when can I apply as a barista': that job
    const named = await findNamedPositions(deps, tenant, reading.rest);
    if (named.length)
      return answerJobFact({ context, positions: named, facts: reading.facts, language });
  }
  if (reading.howTo)
    return answerInWords({
      intent: 'how_to',
      topic: reading.howTo,
      language,
      company,
      otherQuestions,
    });
  if (reading.mine)
    return answerMine({
      context,
      topic: reading.mine,
      names: [reading.restAsWritten, reading.rest],
      language,
    });
  const read = (text: string) =>
    understandMessage({
      message: text,
      language,
      index: indexVocabulary(deps, tenant.id),
      config: tenant.config,
      pageSearch: context.pageSearch,
    });
  const understood = await read(message);
  // 'Can I work remotely?' asks the FAQ; 'remote nurse jobs' asks the search
  // roles and skills outside the FAQ's concepts make a search: 'part time barista' is one,
  // 'tell me about the recruitment process' is not, though 'recruitment' is a skill
  const isExplicitSearch =
    reading.hasJobWord ||
    understood.roles.length > 0 ||
    (understood.hasRoleWords &&
      (!reading.hasFaqConcept || (await read(reading.outsideConcepts)).hasRoleWords));
  const entry = isExplicitSearch ? undefined : matchFaq(message, faq);

  // 'where are your offices' asks the FAQ, though an Office Manager job exists
  if (reading.facts.length && restWords.length && !(entry && reading.hasFaqConcept)) {
    const isCondition =
      !reading.isYesNo && reading.facts.every((fact) => SEARCH_CONDITIONS.has(fact));
    const named = isCondition ? [] : await findNamedPositions(deps, tenant, reading.rest);
    if (named.length)
      return answerJobFact({ context, positions: named, facts: reading.facts, language });
  }

  // a title the index has, though its words are not the index's suggestions ('anesthesiologist')
  const isTitle =
    !understood.isJobSearch &&
    understood.freeWordCount > 0 &&
    (await findNamedPositions(deps, tenant, understood.search.query)).length > 0;
  const search = await followUpSearch({
    understood: { ...understood, isJobSearch: understood.isJobSearch || isTitle },
    messages,
    read,
  });
  // 'only remote' after a search narrows it rather than asking the FAQ about remote work
  if (search && (search.isFollowUp || !entry))
    return answerSearch({ context, search, roles: understood.roles, language });
  if (entry)
    return {
      kind: 'faq',
      intent: 'faq',
      language,
      reply: entry.answer,
      positions: [],
      search: null,
      suggestions: faq
        .filter((other) => other !== entry)
        .slice(0, 2)
        .map((other) => other.question),
      source: 'builtin',
    };
  return answerInWords({ intent: 'unknown', language, company, otherQuestions });
};
