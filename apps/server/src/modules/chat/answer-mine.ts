import type { MineTopic } from './lexicon/mine-topics.ts';
import type { AssistantAnswer } from './assistant-answer.ts';
import { applicationStatusLabel } from './application-status-labels.ts';
import type { ChatContext } from './chat-context.ts';
import { repliesIn } from './chat-replies.ts';
import { bestByTitle } from './find-named-positions.ts';
import { formatDay, formatTime } from './format-day.ts';
import {
  loadApplications,
  loadFormsToFill,
  loadOpenOffers,
  loadUpcomingInterviews,
} from './load-mine.ts';

type Said = { topic: string; reply: string };

/** The candidate has few applications: a title named in part among other words is the one. */
const MIN_APPLICATION_SHARE = 0.3;

const describeApplications = async (
  context: ChatContext,
  names: readonly string[],
  language: string,
) => {
  const { say } = repliesIn(language);
  const owner = { tenantId: context.tenant.id, candidateId: context.candidate.id };
  const applications = await loadApplications(context.deps.db, owner);
  if (applications.length === 0) return { topic: 'applications', reply: say('noApplications') };
  const line = (row: (typeof applications)[number]) =>
    say('applicationStatus', {
      position: row.title,
      status: applicationStatusLabel(row.status, language),
    });
  // the words as written first ('ingeniero/a de software' is a title), then roles in English
  const named =
    names
      .map((words) => bestByTitle(applications, (row) => row.title, words, MIN_APPLICATION_SHARE))
      .find((found) => found.length) ?? [];
  if (named.length) return { topic: 'application', reply: named.map(line).join(' ') };
  const list = applications
    .map((row) => `${row.title} (${applicationStatusLabel(row.status, language)})`)
    .join(', ');
  return { topic: 'applications', reply: say('applications', { list }) };
};

const describe = async (
  context: ChatContext,
  topic: MineTopic,
  names: readonly string[],
  language: string,
): Promise<Said> => {
  const { deps, tenant, candidate } = context;
  const { say } = repliesIn(language);
  const owner = { tenantId: tenant.id, candidateId: candidate.id };
  if (topic === 'application') return describeApplications(context, names, language);
  if (topic === 'next_interview') {
    const [next] = await loadUpcomingInterviews(deps.db, { ...owner, now: deps.clock.now() });
    if (!next) return { topic, reply: say('noInterviews') };
    const values = { position: next.position_name, stage: next.stage };
    if (!next.starts_at) return { topic, reply: say('nextInterviewUndated', values) };
    const startsAt = new Date(next.starts_at);
    return {
      topic,
      reply: say('nextInterview', {
        ...values,
        date: formatDay(startsAt, language, next.time_zone),
        time: formatTime(startsAt, language, next.time_zone),
      }),
    };
  }
  if (topic === 'offers') {
    const offers = await loadOpenOffers(deps.db, owner);
    if (offers.length === 0) return { topic, reply: say('noOffersWaiting') };
    const list = offers
      .map((offer) =>
        offer.expires_at
          ? say('until', {
              name: offer.position_name,
              date: formatDay(new Date(offer.expires_at), language),
            })
          : offer.position_name,
      )
      .join(', ');
    return { topic, reply: say('offersWaiting', { list }) };
  }
  if (topic === 'forms') {
    const forms = await loadFormsToFill(deps.db, owner);
    if (forms.length === 0) return { topic, reply: say('noForms') };
    const list = forms
      .map((form) =>
        form.due_at
          ? say('until', { name: form.title, date: formatDay(new Date(form.due_at), language) })
          : form.title,
      )
      .join(', ');
    return { topic, reply: say('formsToFill', { list }) };
  }
  const saved = context.cartIds.size
    ? await deps.db
        .selectFrom('positions')
        .select('title')
        .where('tenant_id', '=', tenant.id)
        .where('id', 'in', [...context.cartIds])
        .execute()
    : [];
  return saved.length
    ? { topic, reply: say('savedJobs', { list: saved.map((row) => row.title).join(', ') }) }
    : { topic, reply: say('noSavedJobs') };
};

/**
 * The candidate's own things from their own rows only: the next interview with its day, one
 * application's status (the one the question names, in the applications page's words) or all,
 * offers waiting for an answer, forms to fill in, saved jobs.
 */
export const answerMine = async (input: {
  context: ChatContext;
  topic: MineTopic;
  names: readonly string[];
  language: string;
}): Promise<AssistantAnswer> => {
  const { context, topic, names, language } = input;
  const said = await describe(context, topic, names, language);
  return {
    kind: 'dashboard',
    intent: 'mine',
    topic: said.topic,
    language,
    reply: said.reply,
    positions: [],
    search: null,
    suggestions: repliesIn(language).suggestions.slice(0, 2),
    source: 'builtin',
  };
};
