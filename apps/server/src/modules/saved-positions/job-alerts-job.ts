import type { AppDeps } from '../../core/app-deps.ts';
import type { JobDefinition } from '../../services/jobs/job-runner.ts';
import { runJobAlerts } from './run-job-alerts.ts';

/** How often the job alerts are checked. */
export const JOB_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** Every hour, on one node, each tenant's job alerts are checked (and mailed once). */
export const jobAlertsJob = (deps: AppDeps): JobDefinition => ({
  name: 'job-alerts',
  everyMs: JOB_ALERT_INTERVAL_MS,
  run: async () => {
    for (const tenant of await deps.tenants.all()) await runJobAlerts(deps, tenant);
  },
});
