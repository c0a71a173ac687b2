import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Counts an application as referred when it came through a referral link (`referral_token`) of
 * this tenant, for this position, not yet used, and from someone other than the referrer. Any
 * other token is ignored: a stale or forwarded link never stops an application.
 */
export const attachReferral = async (
  db: Kysely<Database>,
  input: {
    tenantId: number;
    token: string | undefined;
    positionId: number;
    applicationId: number;
    candidateId: number | null;
  },
) => {
  if (!input.token) return;
  let query = db
    .updateTable('referrals')
    .set({ application_id: input.applicationId })
    .where('tenant_id', '=', input.tenantId)
    .where('token', '=', input.token)
    .where('position_id', '=', input.positionId)
    .where('application_id', 'is', null);
  if (input.candidateId !== null) query = query.where('referrer_id', '<>', input.candidateId);
  await query.execute();
};
