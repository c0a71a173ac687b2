import type { AppDeps } from '../../core/app-deps.ts';
import { offerReminderJob } from './offer-reminder-job.ts';

/** Offers expire and are reminded by a background job (services/jobs). */
export const registerOfferReminders = (deps: AppDeps) => {
  deps.jobs.register(offerReminderJob(deps));
};
