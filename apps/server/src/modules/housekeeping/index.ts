import type { AppDeps } from '../../core/app-deps.ts';
import { housekeepingJob } from './housekeeping-job.ts';

/** The clean-up of expired rows runs as a background job. */
export const registerHousekeeping = (deps: AppDeps) => {
  deps.jobs.register(housekeepingJob(deps));
};
