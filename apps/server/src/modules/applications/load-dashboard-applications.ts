import {
  INACTIVE_APPLICATION_STATUSES,
  NEXT_STEP_OF_STATUS,
  type DashboardApplication,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { loadHistories } from './application-history.ts';

/** Which applications to read: a candidate's, or one application of the tenant. */
export type ApplicationScope =
  | { tenantId: number; candidateId: number; applicationId?: number }
  | { tenantId: number; applicationId: number };

/** Applications with their position, history and next step, newest first, within the tenant. */
export const loadDashboardApplications = async (
  deps: Pick<AppDeps, 'db'>,
  scope: ApplicationScope,
): Promise<DashboardApplication[]> => {
  let query = deps.db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select([
      'a.id',
      'a.position_id',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'p.title',
      'p.status as position_status',
      'p.updated_at as position_updated_at',
    ])
    .where('a.tenant_id', '=', scope.tenantId);
  if ('candidateId' in scope) query = query.where('a.candidate_id', '=', scope.candidateId);
  if (scope.applicationId !== undefined) query = query.where('a.id', '=', scope.applicationId);
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
  const histories = await loadHistories(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    position_id: row.position_id,
    position: {
      id: row.position_id,
      name: row.title,
      archived_at: row.position_status === 'closed' ? row.position_updated_at.toISOString() : null,
    },
    status: row.status,
    submitted_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    history: histories.get(row.id) ?? [],
    nextStep: NEXT_STEP_OF_STATUS[row.status],
    canWithdraw: !INACTIVE_APPLICATION_STATUSES.includes(row.status),
  }));
};
