import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { demoCandidate } from '../demo-tenants.ts';

/** The statuses the demo candidate's offers cover once the seed is complete. */
export const DEMO_OFFER_STATUSES = [
  'Extended',
  'Contract Extended',
  'Accepted',
  'Declined',
  'Canceled',
  'Expired',
] as const;

const ROWS_OF_THE_CANDIDATE = [
  'offers',
  'notifications',
  'form_assignments',
  'applications',
  'interviews',
  'onboarding_tasks',
] as const;

/**
 * What the demo holds for its candidate: the statuses of the offers and the rows of each story
 * table, and what of a complete demo is missing (empty when complete). The fault test of a first
 * start reads it, as does the seed's own test.
 */
export const describeDemo = async (db: Kysely<Database>) => {
  const candidate = await db
    .selectFrom('candidates')
    .innerJoin('tenants', 'tenants.id', 'candidates.tenant_id')
    .select(['candidates.id', 'candidates.tenant_id'])
    .where('tenants.domain', '=', 'northwind.example')
    .where('candidates.email', '=', demoCandidate.email)
    .executeTakeFirst();
  if (!candidate) return { offerStatuses: [], rows: {}, missing: ['the demo candidate'] };
  const offers = await db
    .selectFrom('offers')
    .select('status')
    .where('candidate_id', '=', candidate.id)
    .execute();
  const rows: Record<string, number> = {};
  for (const table of ROWS_OF_THE_CANDIDATE) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    rows[table] = Number(count);
  }
  const { events } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('events'))
    .where('tenant_id', '=', candidate.tenant_id)
    .executeTakeFirstOrThrow();
  rows.events = Number(events);
  const offerStatuses = [...new Set(offers.map((offer) => offer.status))].sort();
  const missing = [
    ...DEMO_OFFER_STATUSES.filter((status) => !offerStatuses.includes(status)).map(
      (status) => `an offer ${status}`,
    ),
    ...Object.entries(rows)
      .filter(([, count]) => count === 0)
      .map(([table]) => table),
  ];
  return { offerStatuses, rows, missing };
};
