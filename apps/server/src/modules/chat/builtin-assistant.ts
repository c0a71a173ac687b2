import { indexVocabulary } from './index-vocabulary.ts';
import type { ChatAnswer, ChatSearch, ChatbotxFaqEntry, TenantConfig } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { repliesIn } from './chat-replies.ts';
import type { DashboardTopic } from './chat-lexicon.ts';
import { loadDashboardSummary, type DashboardSummary } from './dashboard-summary.ts';
import { matchFaq } from './match-faq.ts';
import { toChatPositions } from './position-cards.ts';
import { runChatSearch, toPageSearch } from './run-chat-search.ts';
import { understandMessage } from './understand-message.ts';

export type ChatContext = {
  deps: Pick<AppDeps, 'db' | 'search' | 'clock'>;
  tenant: { id: number; config: TenantConfig };
  candidate: Candidate;
  pageSearch: ChatSearch;
  cartIds: ReadonlySet<number>;
  language: string;
};

const humanize = (code: string) => code.replace(/_/g, ' ').toLowerCase();

/** The candidate's dashboard in one sentence per topic asked about. */
export const describeDashboard = (
  summary: DashboardSummary,
  topic: DashboardTopic,
  language: string,
) => {
  const { say } = repliesIn(language);
  if (topic === 'applications')
    return summary.applications.length
      ? say('applications', {
          list: summary.applications
            .map((row) => `${row.position} (${humanize(row.status)})`)
            .join(', '),
        })
      : say('noApplications');
  if (topic === 'interviews')
    return summary.interviews.length
      ? say('interviews', {
          list: summary.interviews
            .map(
              (row) =>
                `${row.position}, ${row.stage}${row.startsAt ? ` ${row.startsAt.slice(0, 10)}` : ''}`,
            )
            .join('; '),
        })
      : say('noInterviews');
  return summary.offers.length
    ? say('offers', {
        list: summary.offers.map((row) => `${row.position} (${humanize(row.status)})`).join(', '),
      })
    : say('noOffers');
};

const otherQuestions = (faq: readonly ChatbotxFaqEntry[], except?: ChatbotxFaqEntry) =>
  faq
    .filter((entry) => entry !== except)
    .slice(0, 2)
    .map((entry) => entry.question);

/**
 * The assistant with no outside service: reads the last message as a dashboard question, a job
 * search or an FAQ question, in that order, and says plainly when it does not know.
 */
export const answerWithBuiltin = async (
  context: ChatContext,
  message: string,
): Promise<ChatAnswer> => {
  const { deps, tenant, candidate, language } = context;
  const { say, suggestions } = repliesIn(language);
  const config = tenant.config;
  const faq = config.chatbotxConfig.faq;
  const base = { positions: [], search: null, source: 'builtin' as const };
  const understood = await understandMessage({
    message,
    language,
    index: indexVocabulary(deps, tenant.id),
    config,
    pageSearch: context.pageSearch,
  });

  if (understood.dashboard) {
    const summary = await loadDashboardSummary(deps.db, {
      tenantId: tenant.id,
      candidateId: candidate.id,
      now: deps.clock.now(),
    });
    return {
      ...base,
      kind: 'dashboard',
      reply: describeDashboard(summary, understood.dashboard, language),
      suggestions: [...suggestions.slice(0, 2)],
    };
  }

  // 'Can I work remotely?' asks the FAQ; 'remote nurse jobs' asks the search
  const entry = understood.isExplicitSearch ? undefined : matchFaq(understood.question, faq);
  if (entry)
    return { ...base, kind: 'faq', reply: entry.answer, suggestions: otherQuestions(faq, entry) };

  if (understood.isJobSearch || understood.hasFreeWords) {
    const pageSearch = toPageSearch(understood.search);
    const result = await runChatSearch(deps, tenant, pageSearch);
    if (understood.isJobSearch || result.count > 0) {
      const positions = await toChatPositions({
        db: deps.db,
        positions: result.positions,
        candidate,
        cartIds: context.cartIds,
        language,
        nowSeconds: Math.floor(deps.clock.now().getTime() / 1000),
      });
      const reply = result.count === 0 ? say('none') : say('found', { count: result.count });
      return {
        kind: 'search',
        reply,
        positions,
        search: pageSearch,
        suggestions: [...suggestions.slice(0, 2)],
        source: 'builtin',
      };
    }
  }

  return {
    ...base,
    kind: 'unknown',
    reply: say('unknown', { company: config.branding.companyName }),
    suggestions: [suggestions[0]!, ...otherQuestions(faq)],
  };
};
