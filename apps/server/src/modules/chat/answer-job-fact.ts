import type { SearchPosition } from '@careers/shared';
import type { AssistantAnswer } from './assistant-answer.ts';
import type { ChatContext } from './chat-context.ts';
import { repliesIn } from './chat-replies.ts';
import { formatDay } from './format-day.ts';
import type { JobFactTopic } from './lexicon/job-fact-topics.ts';
import { toChatPositions } from './position-cards.ts';

/** The fact answered first when a question asks several ('is it open and what does it pay'). */
const FACT_ORDER: readonly (JobFactTopic | 'apply')[] = [
  'salary',
  'closing',
  'place',
  'workplace',
  'employment',
  'open',
  'apply',
];

const loadFacts = async (context: ChatContext, ids: readonly number[]) => {
  const { db } = context.deps;
  const [rows, places] = await Promise.all([
    db
      .selectFrom('positions')
      .select([
        'id',
        'title',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
        'closes_at',
        'workplace_type',
        'employment_type',
      ])
      .where('tenant_id', '=', context.tenant.id)
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('position_locations')
      .select(['position_id', 'display_name'])
      .where('position_id', 'in', [...ids])
      .orderBy('sort_order')
      .execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    places: places.filter((place) => place.position_id === row.id).map((p) => p.display_name),
  }));
};
type Facts = Awaited<ReturnType<typeof loadFacts>>[number];

const money = (amount: number, currency: string | null, language: string) =>
  currency
    ? new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).format(amount)
    : new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(amount);

const sayFact = (facts: Facts, topic: JobFactTopic | 'apply', language: string, name: string) => {
  const { say } = repliesIn(language);
  if (topic === 'apply') return say('howTo.apply');
  const position = name;
  if (topic === 'salary') {
    const { salary_min: min, salary_max: max, salary_currency: currency } = facts;
    if (min === null && max === null) return say('salaryNotGiven', { position });
    const amounts = [min, max].filter((value): value is number => value !== null);
    const range = [...new Set(amounts)]
      .map((value) => money(value, currency, language))
      .join(' – ');
    return say(`salary.${facts.salary_period ?? 'year'}`, { position, range });
  }
  if (topic === 'closing')
    return facts.closes_at
      ? say('closes', { position, date: formatDay(new Date(facts.closes_at), language) })
      : say('closesNever', { position });
  if (topic === 'place')
    return facts.places.length
      ? say('placeOf', { position, places: facts.places.join('; ') })
      : say(`workplace.${facts.workplace_type}`, { position });
  if (topic === 'workplace') return say(`workplace.${facts.workplace_type}`, { position });
  if (topic === 'employment') return say(`employment.${facts.employment_type}`, { position });
  return say('isOpen', { position });
};

/**
 * Facts of positions the question names (salary, closing day, places, workplace, employment
 * type, whether it is open), read from the positions' own rows; the positions are the cards.
 */
export const answerJobFact = async (input: {
  context: ChatContext;
  positions: readonly SearchPosition[];
  facts: readonly JobFactTopic[];
  language: string;
}): Promise<AssistantAnswer> => {
  const { context, positions, language } = input;
  const asked = FACT_ORDER.filter((topic) => input.facts.includes(topic as JobFactTopic));
  // a named job with no fact asked: how to apply to it
  const topics = asked.length ? asked : (['apply'] as const);
  const rows = await loadFacts(
    context,
    positions.map((position) => position.id),
  );
  const nameOf = new Map(positions.map((position) => [position.id, position.name]));
  const sentences = new Set<string>();
  for (const row of rows)
    for (const topic of topics)
      sentences.add(sayFact(row, topic, language, nameOf.get(row.id) ?? row.title));
  const cards = await toChatPositions({
    db: context.deps.db,
    positions,
    candidate: context.candidate,
    cartIds: context.cartIds,
    language,
    nowSeconds: Math.floor(context.deps.clock.now().getTime() / 1000),
  });
  return {
    kind: 'answer',
    intent: 'job_fact',
    topic: topics[0],
    language,
    reply: [...sentences].join(' '),
    positions: cards,
    search: null,
    suggestions: repliesIn(language).suggestions.slice(0, 2),
    source: 'builtin',
  };
};
