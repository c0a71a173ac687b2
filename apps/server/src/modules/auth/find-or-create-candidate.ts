import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';

/** An address signing in for the first time becomes a candidate of that tenant. */
export const findOrCreateCandidate = async (
  db: Kysely<Database>,
  tenantId: number,
  email: string,
): Promise<Candidate> => {
  await db
    .insertInto('candidates')
    .values({ tenant_id: tenantId, email, first_name: null, last_name: null, profile: '{}' })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .execute();
  return db
    .selectFrom('candidates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
};
