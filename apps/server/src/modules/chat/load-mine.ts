import { OPEN_OFFER_STATUSES } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Owner = { tenantId: number; candidateId: number };

/** The candidate's applications, newest first, with the position's title. */
export const loadApplications = (db: Kysely<Database>, owner: Owner) =>
  db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select(['a.id', 'p.title', 'a.status', 'a.position_id'])
    .where('a.tenant_id', '=', owner.tenantId)
    .where('a.candidate_id', '=', owner.candidateId)
    .orderBy('a.created_at', 'desc')
    .limit(50)
    .execute();

/** Interviews still to come, dated ones first. */
export const loadUpcomingInterviews = (db: Kysely<Database>, owner: Owner & { now: Date }) =>
  db
    .selectFrom('interviews')
    .select(['id', 'position_name', 'stage', 'starts_at', 'time_zone'])
    .where('tenant_id', '=', owner.tenantId)
    .where('candidate_id', '=', owner.candidateId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '>=', owner.now)]))
    .orderBy('starts_at')
    .limit(10)
    .execute();

/** Offers that wait for the candidate's answer. */
export const loadOpenOffers = (db: Kysely<Database>, owner: Owner) =>
  db
    .selectFrom('offers')
    .select(['id', 'enc_id', 'position_name', 'status', 'expires_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('candidate_id', '=', owner.candidateId)
    .where('status', 'in', [...OPEN_OFFER_STATUSES])
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();

/** Forms given to the candidate that are not yet completed. */
export const loadFormsToFill = (db: Kysely<Database>, owner: Owner) =>
  db
    .selectFrom('form_assignments as fa')
    .innerJoin('forms as f', 'f.id', 'fa.form_id')
    .select(['fa.id', 'f.title', 'fa.status', 'fa.due_at'])
    .where('fa.tenant_id', '=', owner.tenantId)
    .where('fa.candidate_id', '=', owner.candidateId)
    .where('fa.status', '!=', 'completed')
    .orderBy('fa.due_at')
    .limit(20)
    .execute();
