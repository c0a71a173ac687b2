import { OPEN_OFFER_STATUSES } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { changeOfferStatus } from '../offers/index.ts';

/** Who the audit trail names for changes the server makes on its own. */
export const SYSTEM_ACTOR = 'system (offer expiry)';

/**
 * Open offers whose expiry has passed (server clock) become Expired, each with an audit-trail
 * entry (the offers' one status writer). Rows another node is handling are skipped (FOR UPDATE
 * SKIP LOCKED) and the writer checks the status again in its UPDATE, so no offer is expired twice. Returns the enc_ids expired.
 */
export const expireLapsedOffers = (deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string[]> => {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const lapsed = await trx
      .selectFrom('offers')
      .selectAll()
      .where('status', 'in', OPEN_OFFER_STATUSES)
      .where('expires_at', '<=', now)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    const expired: string[] = [];
    for (const offer of lapsed) {
      await changeOfferStatus(trx, {
        offer,
        event: 'expire',
        audit: { action: 'offer_expired', actor: SYSTEM_ACTOR, at: now },
      });
      expired.push(offer.enc_id);
    }
    return expired;
  });
};
