import { INACTIVE_APPLICATION_STATUSES, type DashboardApplication } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { loadDashboardApplications } from './load-dashboard-applications.ts';

/** The dashboard's applications: active ones, and those that are over (hired, rejected, withdrawn). */
export const listApplications = async (
  deps: Pick<AppDeps, 'db'>,
  scope: { tenantId: number; candidateId: number },
) => {
  const applications = await loadDashboardApplications(deps, scope);
  const isInactive = (application: DashboardApplication) =>
    INACTIVE_APPLICATION_STATUSES.includes(application.status);
  return {
    applications: applications.filter((application) => !isInactive(application)),
    inactiveApplications: applications.filter(isInactive),
  };
};
