import { OPEN_OFFER_STATUSES } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notifyOfferEvent } from '../offers/index.ts';

/** An open offer expiring within this long gets its reminder (spec: within 48 hours). */
export const OFFER_REMINDER_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Sends the `offer_expiring` notification once per open offer that expires within 48 hours.
 * Each offer is claimed first (UPDATE ... WHERE reminded_at IS NULL ... RETURNING), so when
 * several nodes run this at once only the one that claimed it notifies. A notification that
 * fails releases its claim, so the next run tries again. Returns the enc_ids reminded.
 */
export const remindExpiringOffers = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
): Promise<string[]> => {
  const now = deps.clock.now();
  const claimed = await deps.db
    .updateTable('offers')
    .set({ reminded_at: now })
    .where('reminded_at', 'is', null)
    .where('status', 'in', OPEN_OFFER_STATUSES)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', new Date(now.getTime() + OFFER_REMINDER_WINDOW_MS))
    .returning(['id', 'enc_id', 'tenant_id', 'candidate_id', 'position_name', 'expires_at'])
    .execute();
  const reminded: string[] = [];
  for (const offer of claimed) {
    try {
      await notifyOfferEvent(deps, offer, 'offer_expiring');
      reminded.push(offer.enc_id);
    } catch (error) {
      deps.log.error({ err: error, offer: offer.enc_id }, 'offer expiry reminder failed');
      await deps.db
        .updateTable('offers')
        .set({ reminded_at: null })
        .where('id', '=', offer.id)
        .execute();
    }
  }
  return reminded;
};
