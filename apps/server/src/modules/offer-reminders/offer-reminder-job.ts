import type { AppDeps } from '../../core/app-deps.ts';
import type { JobDefinition } from '../../services/jobs/job-runner.ts';
import { expireLapsedOffers } from './expire-lapsed-offers.ts';
import { remindExpiringOffers } from './remind-expiring-offers.ts';

/** How often lapsed and soon-expiring offers are looked for (once, on one node). */
export const OFFER_REMINDER_INTERVAL_MS = 60_000;

/**
 * The periodic job of offers. Lapsed offers are expired before reminders go out, so an expired
 * offer is never reminded. Times come from the injected clock; a failure is recorded and the
 * runner retries the slot.
 */
export const offerReminderJob = (deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): JobDefinition => ({
  name: 'offer-reminders',
  everyMs: OFFER_REMINDER_INTERVAL_MS,
  run: async () => {
    await expireLapsedOffers(deps);
    await remindExpiringOffers(deps);
  },
});
