import { INACTIVE_APPLICATION_STATUSES, type Application } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';

/** The dashboard's applications: active ones, and those that are over (hired, rejected, withdrawn). */
export const listApplications = async (deps: Pick<AppDeps, 'db'>, candidateId: number) => {
  const rows = await deps.db
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
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const applications: Application[] = rows.map((row) => ({
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
  }));
  const isInactive = (application: Application) =>
    INACTIVE_APPLICATION_STATUSES.includes(application.status);
  return {
    applications: applications.filter((application) => !isInactive(application)),
    inactiveApplications: applications.filter(isInactive),
  };
};
