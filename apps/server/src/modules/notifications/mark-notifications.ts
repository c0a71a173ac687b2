import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { forgetCachedBadge } from './badge-cache.ts';

type Owner = { tenantId: number; candidateId: number };

/** Opening the panel: everything so far counts as seen, so the badge drops to 0. */
export const markAllNotificationsViewed = async (deps: Pick<AppDeps, 'db'>, owner: Owner) => {
  const result = await deps.db
    .updateTable('notifications')
    .set({ is_viewed: true })
    .where('candidate_id', '=', owner.candidateId)
    .where('tenant_id', '=', owner.tenantId)
    .where('is_viewed', '=', false)
    .executeTakeFirst();
  forgetCachedBadge(deps.db, owner.candidateId);
  return Number(result.numUpdatedRows);
};

/** One click; 404 when the id is unknown or belongs to another candidate (no hint which). */
export const markNotificationClicked = async (
  deps: Pick<AppDeps, 'db'>,
  owner: Owner,
  id: string,
) => {
  const result = await deps.db
    .updateTable('notifications')
    .set({ is_clicked: true, is_viewed: true })
    .where('id', '=', id)
    .where('candidate_id', '=', owner.candidateId)
    .where('tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('There is no such notification.');
  forgetCachedBadge(deps.db, owner.candidateId);
  return 1;
};

export const markAllNotificationsClicked = async (deps: Pick<AppDeps, 'db'>, owner: Owner) => {
  const result = await deps.db
    .updateTable('notifications')
    .set({ is_clicked: true, is_viewed: true })
    .where('candidate_id', '=', owner.candidateId)
    .where('tenant_id', '=', owner.tenantId)
    .where('is_clicked', '=', false)
    .executeTakeFirst();
  forgetCachedBadge(deps.db, owner.candidateId);
  return Number(result.numUpdatedRows);
};
