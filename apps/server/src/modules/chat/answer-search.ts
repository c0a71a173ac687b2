import { analyze } from '@careers/search';
import type { ChatPageSearch } from '@careers/shared';
import { titleMatch } from './find-named-positions.ts';
import type { AssistantAnswer } from './assistant-answer.ts';
import type { ChatContext } from './chat-context.ts';
import { repliesIn } from './chat-replies.ts';
import { toChatPositions } from './position-cards.ts';
import { runChatSearch, toPageSearch } from './run-chat-search.ts';
import type { UnderstoodSearch } from './understand-message.ts';

type Tried = { search: ChatPageSearch; count: number; widened?: string };

/** Parameters of the place (a radius, a point) rather than filters of the positions. */
const PLACE_PARAMETERS = new Set(['lat', 'lng', 'filter_distance']);

const keepFilters = (search: ChatPageSearch, isPlace: boolean): ChatPageSearch => ({
  ...search,
  filters: Object.fromEntries(
    Object.entries(search.filters).filter(([name]) => PLACE_PARAMETERS.has(name) === isPlace),
  ),
});

/**
 * The search, widened step by step when it finds nothing, each step said: around the place
 * asked for, then anywhere, then without the filters. Nothing found at all offers a job alert.
 */
const searchWidening = async (
  context: ChatContext,
  asked: ChatPageSearch,
  coreQuery: string | undefined,
  language: string,
): Promise<Tried & { positions: Awaited<ReturnType<typeof runChatSearch>>['positions'] }> => {
  const { deps, tenant } = context;
  const { say } = repliesIn(language);
  const first = await runChatSearch(deps, tenant, asked);
  if (first.count > 0) return { search: asked, ...first };
  const steps: { search: ChatPageSearch; widened: string }[] = [];
  if (coreQuery)
    steps.push({ search: { ...asked, query: coreQuery }, widened: say('widenedFilters') });
  const km = tenant.config.searchConfig.defaultDistanceKm;
  if (asked.location && !asked.filters.filter_distance && km)
    steps.push({
      search: { ...asked, filters: { ...asked.filters, filter_distance: [String(km * 2)] } },
      widened: say('widenedNearby', { place: asked.location, km: km * 2 }),
    });
  if (asked.location)
    steps.push({
      search: { ...keepFilters(asked, false), location: '' },
      widened: say('widenedAnywhere', { place: asked.location }),
    });
  const filtered = keepFilters(asked, true);
  if (Object.keys(filtered.filters).length !== Object.keys(asked.filters).length)
    steps.push({ search: filtered, widened: say('widenedFilters') });
  for (const step of steps) {
    const result = await runChatSearch(deps, tenant, step.search);
    if (result.count > 0) return { ...step, ...result };
  }
  return { search: asked, ...first };
};

/** Positions of the search API for the search read from the message (and the conversation). */
export const answerSearch = async (input: {
  context: ChatContext;
  search: UnderstoodSearch;
  /** Roles the message names: positions titled so come first, and alone when there are some. */
  roles: readonly string[];
  language: string;
}): Promise<AssistantAnswer> => {
  const { context, language } = input;
  const { deps, candidate } = context;
  const { say, suggestions } = repliesIn(language);
  const found = await searchWidening(
    context,
    toPageSearch(input.search),
    input.search.coreQuery,
    language,
  );
  const asked = analyze(`${input.roles.join(' ')} `);
  const titled = found.positions.filter((position) => titleMatch(position.name, asked).asked > 0);
  const shown = asked.length && titled.length ? titled : found.positions;
  if (shown.length < found.positions.length && found.count <= found.positions.length)
    found.count = shown.length;
  const positions = await toChatPositions({
    db: deps.db,
    positions: shown,
    candidate,
    cartIds: context.cartIds,
    language,
    nowSeconds: Math.floor(deps.clock.now().getTime() / 1000),
  });
  const reply =
    found.count === 0
      ? `${say('none')} ${say('offerAlert')}`
      : (found.widened ?? say('found', { count: found.count }));
  return {
    kind: 'search',
    intent: 'find_jobs',
    language,
    reply,
    positions,
    search: found.search,
    suggestions: [...suggestions.slice(0, 2)],
    source: 'builtin',
  };
};
