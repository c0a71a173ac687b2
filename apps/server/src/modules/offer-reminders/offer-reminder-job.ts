import type { AppDeps } from '../../app-deps.ts';
import { expireLapsedOffers } from './expire-lapsed-offers.ts';
import { remindExpiringOffers } from './remind-expiring-offers.ts';

/** How often each node looks for lapsed and soon-expiring offers. */
export const OFFER_REMINDER_INTERVAL_MS = 60_000;

export type OfferReminderJob = {
  /** One pass now (after any pass under way): expire lapsed offers, then send reminders. */
  runNow: () => Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop: () => Promise<void>;
};

/**
 * The periodic job of offers: a first pass at once, then one every `intervalMs` (passes never
 * overlap). Lapsed offers are expired before reminders go out, so an expired offer is never
 * reminded. Times come from the injected clock; failures are logged and the next pass retries.
 */
export const startOfferReminderJob = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  options: { intervalMs?: number } = {},
): OfferReminderJob => {
  const intervalMs = options.intervalMs ?? OFFER_REMINDER_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      await expireLapsedOffers(deps);
      await remindExpiringOffers(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'offer reminder pass failed');
    }
  };
  const runNow = () => {
    running = running.then(() => (stopped ? undefined : pass()));
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().then(schedule), intervalMs);
    timer.unref();
  };

  void runNow().then(schedule);
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
