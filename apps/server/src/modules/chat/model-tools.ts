import {
  EMPLOYMENT_TYPES,
  POSTED_DATE_PRESETS,
  SPECIAL_LOCATIONS,
  type ChatPageSearch,
  type SearchPosition,
} from '@careers/shared';
import { z } from 'zod';
import { htmlToText } from '../../services/text/html-to-text.ts';
import type { ChatContext } from './chat-context.ts';
import { loadDashboardSummary } from './dashboard-summary.ts';
import { matchFaq } from './match-faq.ts';
import { CHAT_CARD_LIMIT } from './position-cards.ts';
import { runSearchTask } from '../search/index.ts';
import { runChatSearch, toPageSearch } from './run-chat-search.ts';

/** The tools the model may call, in the OpenAI function-calling form. */
export const MODEL_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_positions',
      description:
        "Search the employer's open positions. Cite only positions this returns, by name.",
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Role, skills, seniority, in English' },
          location: { type: 'string', description: 'City, region or country; empty for anywhere' },
          near: { type: 'boolean', description: 'Within the usual radius around the location' },
          remote: { type: 'boolean' },
          employment_type: { type: 'string', enum: [...EMPLOYMENT_TYPES] },
          posted_date: { type: 'string', enum: Object.keys(POSTED_DATE_PRESETS) },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_position_details',
      description: 'The details of one open position by its id.',
      parameters: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_dashboard',
      description: "The candidate's own applications, upcoming interviews and offers.",
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_faq',
      description: "The employer's answer to a question about benefits, hiring, places or terms.",
      parameters: {
        type: 'object',
        properties: { question: { type: 'string' } },
        required: ['question'],
      },
    },
  },
] as const;

const searchArgs = z.object({
  query: z.string().max(200).default(''),
  location: z.string().max(200).default(''),
  near: z.boolean().optional(),
  remote: z.boolean().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  posted_date: z.enum(['past_day', 'past_week', 'past_month']).optional(),
});

/** What the tools found: every position a search returned, and the last search. */
export type ToolFindings = {
  positions: Map<number, SearchPosition>;
  search: ChatPageSearch | null;
};

const toSearch = (args: z.infer<typeof searchArgs>, context: ChatContext) => {
  const offered = new Set<string>(context.tenant.config.searchConfig.allFilters);
  const filters: Record<string, string[]> = {};
  let location = args.location.trim();
  if (args.remote) {
    if (offered.has('workplace')) filters.workplace = ['remote'];
    else if (!location) location = SPECIAL_LOCATIONS.remote;
  }
  if (args.employment_type && offered.has('employment_type'))
    filters.employment_type = [args.employment_type];
  if (args.posted_date && offered.has('posted_date')) filters.posted_date = [args.posted_date];
  return toPageSearch({
    query: args.query.trim(),
    location,
    filters,
    ...(args.near &&
      location && {
        distanceKm: context.tenant.config.searchConfig.defaultDistanceKm,
      }),
  });
};

/** Runs one tool call; what it answers goes back to the model as JSON. */
export const runTool = async (
  name: string,
  rawArguments: string,
  context: ChatContext,
  findings: ToolFindings,
): Promise<unknown> => {
  const args: unknown = JSON.parse(rawArguments || '{}');
  const { deps, tenant } = context;
  if (name === 'search_positions') {
    const search = toSearch(searchArgs.parse(args), context);
    const result = await runChatSearch(deps, tenant, search);
    findings.search = search;
    const shown = result.positions.slice(0, CHAT_CARD_LIMIT);
    for (const position of shown) findings.positions.set(position.id, position);
    return { count: result.count, positions: shown };
  }
  if (name === 'get_position_details') {
    const { id } = z.object({ id: z.coerce.number().int().positive() }).parse(args);
    const summary = await runSearchTask(deps.search, tenant.id, 'summary', { id });
    if (!summary) return { error: 'No open position has this id.' };
    const row = await deps.db
      .selectFrom('positions')
      .select(['description', 'skills'])
      .where('id', '=', id)
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirst();
    return {
      ...summary,
      skills: row?.skills ?? [],
      description: htmlToText(row?.description ?? '').slice(0, 2_000),
    };
  }
  if (name === 'get_dashboard')
    return loadDashboardSummary(deps.db, {
      tenantId: tenant.id,
      candidateId: context.candidate.id,
      now: deps.clock.now(),
    });
  if (name === 'search_faq') {
    const { question } = z.object({ question: z.string() }).parse(args);
    const entry = matchFaq(question, tenant.config.chatbotxConfig.faq);
    return entry
      ? { question: entry.question, answer: entry.answer }
      : { error: 'The FAQ does not answer this.' };
  }
  return { error: `No tool named ${name}.` };
};
