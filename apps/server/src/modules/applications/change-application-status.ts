import {
  INACTIVE_APPLICATION_STATUSES,
  statusOfErrorCode,
  type ApplicationStatus,
  type DashboardApplication,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { ApplicationStatusActor } from '../../db/tables/application-history-tables.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { forgetCachedBadge } from '../notifications/index.ts';
import { recordStatusEvent } from './application-history.ts';
import { loadDashboardApplications } from './load-dashboard-applications.ts';
import { emailStatusChange, notifyStatusChange } from './notify-status-change.ts';

export type StatusChange = {
  tenant: TenantContext;
  applicationId: number;
  status: ApplicationStatus;
  actor: ApplicationStatusActor;
  /** The candidate acting on their own application: anyone else's answers 404. */
  candidateId?: number;
};

const alreadyWithdrawn = () =>
  new AppError(
    statusOfErrorCode('already_withdrawn'),
    'already_withdrawn',
    'This application has already been withdrawn.',
  );

/** Why this change is refused, if it is: the application's current status decides. */
const refusal = (current: ApplicationStatus, change: StatusChange) => {
  if (current === 'withdrawn') return alreadyWithdrawn();
  if (current === change.status)
    return conflict(`The application's status is already "${change.status}".`);
  if (change.actor === 'candidate' && INACTIVE_APPLICATION_STATUSES.includes(current))
    return new AppError(
      statusOfErrorCode('application_closed'),
      'application_closed',
      'This application is already decided and can no longer be withdrawn.',
    );
  return null;
};

/**
 * Moves an application to a new status and writes the change into its history, in one
 * transaction with the candidate's in-app notification when the employer made it; the email
 * follows once that is stored. Another tenant's or another candidate's application: 404.
 */
export const changeApplicationStatus = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  change: StatusChange,
): Promise<DashboardApplication> => {
  const now = deps.clock.now();
  const changed = await deps.db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .select(['a.id', 'a.status', 'a.candidate_id', 'a.email', 'p.title'])
      .where('a.id', '=', change.applicationId)
      .where('a.tenant_id', '=', change.tenant.id);
    if (change.candidateId !== undefined)
      query = query.where('a.candidate_id', '=', change.candidateId);
    const row = await query.forUpdate('a').executeTakeFirst();
    if (!row) throw notFound('No such application.');
    const refused = refusal(row.status, change);
    if (refused) throw refused;
    await trx
      .updateTable('applications')
      .set({ status: change.status, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordStatusEvent(trx, {
      tenantId: change.tenant.id,
      applicationId: row.id,
      status: change.status,
      actor: change.actor,
      at: now,
    });
    if (change.actor === 'employer' && row.candidate_id !== null)
      await notifyStatusChange(
        { db: trx, clock: deps.clock },
        {
          tenant: change.tenant,
          candidateId: row.candidate_id,
          position: row.title,
          status: change.status,
        },
      );
    return row;
  });
  if (changed.candidate_id !== null) forgetCachedBadge(deps.db, changed.candidate_id);
  if (change.actor === 'employer')
    await emailStatusChange(deps, {
      tenant: change.tenant,
      candidateId: changed.candidate_id,
      email: changed.email,
      position: changed.title,
      status: change.status,
    });
  const [application] = await loadDashboardApplications(deps, {
    tenantId: change.tenant.id,
    applicationId: change.applicationId,
  });
  return application!;
};
