import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How long after the last sign-in an address still counts as the candidate's own. */
export const SIGN_IN_ADDRESS_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Remembers that the candidate signed in from this address (migrations/0024): code requests from
 * it no longer meet the per-email ceiling that strangers' addresses share.
 */
export const recordSignInAddress = async (
  db: Kysely<Database>,
  input: { tenantId: number; candidateId: number; ip: string; at: Date },
) => {
  await db
    .insertInto('sign_in_addresses')
    .values({
      tenant_id: input.tenantId,
      candidate_id: input.candidateId,
      ip: input.ip,
      last_signed_in_at: input.at,
    })
    .onConflict((oc) =>
      oc.columns(['candidate_id', 'ip']).doUpdateSet({ last_signed_in_at: input.at }),
    )
    .execute();
};

/** Whether the account of this email on the tenant signed in from this address lately. */
export const isKnownSignInAddress = async (
  db: Kysely<Database>,
  input: { tenantId: number; email: string; ip: string; now: Date },
) => {
  const row = await db
    .selectFrom('sign_in_addresses')
    .innerJoin('candidates', 'candidates.id', 'sign_in_addresses.candidate_id')
    .select('sign_in_addresses.ip')
    .where('candidates.tenant_id', '=', input.tenantId)
    .where('candidates.email', '=', input.email)
    .where('sign_in_addresses.ip', '=', input.ip)
    .where(
      'sign_in_addresses.last_signed_in_at',
      '>',
      new Date(input.now.getTime() - SIGN_IN_ADDRESS_RETENTION_MS),
    )
    .executeTakeFirst();
  return row !== undefined;
};

/** Forgets addresses not signed in from for the retention period (housekeeping). */
export const removeStaleSignInAddresses = async (db: Kysely<Database>, now: Date) => {
  await db
    .deleteFrom('sign_in_addresses')
    .where('last_signed_in_at', '<', new Date(now.getTime() - SIGN_IN_ADDRESS_RETENTION_MS))
    .execute();
};
