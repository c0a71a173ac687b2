import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { startOfferReminderJob, type OfferReminderJob } from './offer-reminder-job.ts';

/** The offer reminder job runs while the app does: started when ready, stopped on close. */
export const registerOfferReminders = (app: FastifyInstance, deps: AppDeps) => {
  let job: OfferReminderJob | undefined;
  app.addHook('onReady', async () => {
    job = startOfferReminderJob(deps);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
};
