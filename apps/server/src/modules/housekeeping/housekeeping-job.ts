import type { AppDeps } from '../../core/app-deps.ts';
import { removeOrphanedFiles } from '../../services/files/remove-orphaned-files.ts';
import type { JobDefinition } from '../../services/jobs/job-runner.ts';
import { removeExpiredChatMessages } from '../chat/index.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** How long the record of job runs is kept. */
export const JOB_RUN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sessions' | 'rateLimiter' | 'files'>;

/**
 * Removes what has expired (sessions, rate-limit counters, sign-in codes, old job records, chat
 * conversations past their 30 days) and files nothing names any more.
 */
export const removeExpiredRows = async (deps: Deps) => {
  const now = deps.clock.now();
  await deps.sessions.removeExpired();
  await deps.rateLimiter.removeExpired();
  await deps.db.deleteFrom('auth_codes').where('expires_at', '<', now).execute();
  await deps.db
    .deleteFrom('job_runs')
    .where('started_at', '<', new Date(now.getTime() - JOB_RUN_RETENTION_MS))
    .execute();
  await removeExpiredChatMessages(deps.db, now);
  await removeOrphanedFiles(deps, now);
};

/** Every hour, on one node, expired rows and orphaned files are removed so storage does not grow without bound. */
export const housekeepingJob = (deps: Deps): JobDefinition => ({
  name: 'housekeeping',
  everyMs: HOUSEKEEPING_INTERVAL_MS,
  run: () => removeExpiredRows(deps),
});
