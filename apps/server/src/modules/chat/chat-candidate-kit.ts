import type { App } from '../../core/app.ts';
import { makePosition, PARIS, TOKYO } from '../../test/positions.ts';
import { CHAT_TODAY, MANCHESTER } from './chat-test-kit.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(CHAT_TODAY.getTime() + days * DAY);

/** Positions with the facts a candidate asks about: pay, a closing day, a place, remote work. */
// prettier-ignore
export const factCorpus = () => [
  makePosition({ title: 'Pastry Chef', department: 'Kitchen', jobFamily: 'Food', locations: [PARIS], salaryMin: 42000, salaryMax: 48000, salaryCurrency: 'EUR', salaryPeriod: 'year', closesAt: inDays(25) }),
  makePosition({ title: 'Harbour Pilot', department: 'Port', jobFamily: 'Maritime', locations: [TOKYO], salaryMin: 95, salaryMax: 95, salaryCurrency: 'USD', salaryPeriod: 'hour' }),
  makePosition({ title: 'Localisation Editor', department: 'Content', jobFamily: 'Content', workplaceType: 'remote', locations: [MANCHESTER] }),
];

/**
 * The candidate's own rows, as the candidate's pages show them: two applications (one not
 * selected), an interview in two days and one done, an offer waiting and one declined, a form to
 * fill and one completed.
 */
export const giveCandidateHerThings = async (
  app: App,
  owner: { tenantId: number; candidateId: number; positionIds: readonly [number, number] },
) => {
  const { db } = app.deps;
  const mine = { tenant_id: owner.tenantId, candidate_id: owner.candidateId };
  const made = { created_at: CHAT_TODAY, updated_at: CHAT_TODAY };
  const form = await db
    .insertInto('forms')
    .values([
      {
        tenant_id: owner.tenantId,
        form_key: 'bank',
        kind: 'onboarding',
        title: 'Bank details',
        definition: '{}',
      },
      {
        tenant_id: owner.tenantId,
        form_key: 'shirt',
        kind: 'onboarding',
        title: 'Uniform size',
        definition: '{}',
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('form_assignments')
    .values([
      { ...mine, form_id: form[0]!.id, status: 'open', due_at: inDays(6) },
      { ...mine, form_id: form[1]!.id, status: 'completed', due_at: inDays(6) },
    ])
    .execute();
  const response = await db
    .insertInto('form_responses')
    .values({ ...mine, form_id: form[0]!.id, status: 'submitted', answers: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applications')
    .values([
      {
        ...mine,
        position_id: owner.positionIds[0],
        form_response_id: response.id,
        status: 'rejected',
      },
      {
        ...mine,
        position_id: owner.positionIds[1],
        form_response_id: response.id,
        status: 'interviewing',
      },
    ])
    .execute();
  const interview = { ...mine, ...made, duration_minutes: 45, time_zone: 'UTC' };
  await db
    .insertInto('interviews')
    .values([
      { ...interview, position_name: 'Pastry Chef', stage: 'Tasting day', starts_at: inDays(2) },
      {
        ...interview,
        position_name: 'Pastry Chef',
        stage: 'Phone call',
        starts_at: inDays(-3),
        status: 'completed',
      },
    ])
    .execute();
  await db
    .insertInto('offers')
    .values([
      {
        ...mine,
        ...made,
        enc_id: 'chat-offer-1',
        position_name: 'Harbour Pilot',
        status: 'Extended',
        expires_at: inDays(9),
        reminded_at: null,
      },
      {
        ...mine,
        ...made,
        enc_id: 'chat-offer-2',
        position_name: 'Localisation Editor',
        status: 'Declined',
        expires_at: null,
        reminded_at: null,
      },
    ])
    .execute();
};
