import type { Profile } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { listResumeRows, type CandidateScope } from './resume-rows.ts';
import { toProfile } from './to-profile.ts';

/** The candidate's whole profile, read fresh (inside a transaction when `db` is one). */
export const loadProfile = async (
  db: Kysely<Database>,
  scope: CandidateScope,
  assetBase: string,
): Promise<Profile> => {
  const candidate = await db
    .selectFrom('candidates')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.candidateId)
    .executeTakeFirst();
  if (!candidate) throw notFound('This profile does not exist.');
  return toProfile(candidate, await listResumeRows(db, scope), assetBase);
};
