import type { Referral } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';

/** The referrer's referrals in the tenant, newest first, each with the friend's application status. */
export const listReferrals = async (
  deps: Pick<AppDeps, 'db'>,
  scope: { tenantId: number; referrerId: number },
): Promise<Referral[]> => {
  const rows = await deps.db
    .selectFrom('referrals as r')
    .innerJoin('positions as p', 'p.id', 'r.position_id')
    .leftJoin('applications as a', 'a.id', 'r.application_id')
    .select([
      'r.id',
      'r.position_id',
      'p.title',
      'r.friend_name',
      'r.friend_email',
      'r.note',
      'r.created_at',
      'a.status as application_status',
    ])
    .where('r.tenant_id', '=', scope.tenantId)
    .where('r.referrer_id', '=', scope.referrerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: { id: row.position_id, name: row.title },
    name: row.friend_name,
    email: row.friend_email,
    note: row.note,
    status: row.application_status ? 'applied' : 'sent',
    application_status: row.application_status ?? null,
    created_at: row.created_at.toISOString(),
  }));
};
