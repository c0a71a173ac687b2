import { OPEN_OFFER_STATUSES } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { recordOfferEvent } from '../offers/index.ts';

/** Who the audit trail names for changes the server makes on its own. */
export const SYSTEM_ACTOR = 'system (offer expiry)';

/**
 * Open offers whose expiry has passed (server clock) become Expired, each with an audit-trail
 * entry. Rows another node is handling are skipped (FOR UPDATE SKIP LOCKED) and the status is
 * checked again in the UPDATE, so no offer is expired twice. Returns the enc_ids expired.
 */
export const expireLapsedOffers = (deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string[]> => {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const lapsed = await trx
      .selectFrom('offers')
      .select(['id', 'enc_id', 'status'])
      .where('status', 'in', OPEN_OFFER_STATUSES)
      .where('expires_at', '<=', now)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    const expired: string[] = [];
    for (const offer of lapsed) {
      const updated = await trx
        .updateTable('offers')
        .set({ status: 'Expired', updated_at: now })
        .where('id', '=', offer.id)
        .where('status', 'in', OPEN_OFFER_STATUSES)
        .executeTakeFirst();
      if (!updated.numUpdatedRows) continue;
      await recordOfferEvent(trx, {
        offerId: offer.id,
        action: 'offer_expired',
        actor: SYSTEM_ACTOR,
        fromStatus: offer.status,
        toStatus: 'Expired',
        at: now,
      });
      expired.push(offer.enc_id);
    }
    return expired;
  });
};
