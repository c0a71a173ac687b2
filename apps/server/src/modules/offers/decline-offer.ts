import type { Offer } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { recordOfferEvent } from './audit-trail.ts';
import { withLockedOffer } from './lock-offer.ts';
import type { OfferActor } from './offer-context.ts';
import { assertActionable } from './offer-rules.ts';
import { toOfferResponse } from './to-offer-response.ts';

/** Declines an open, unexpired offer. A retry on a declined offer changes nothing. */
export const declineOffer = async (
  deps: AppDeps,
  actor: OfferActor,
  encId: string,
): Promise<Offer> => {
  const offer = await withLockedOffer(
    deps.db,
    { tenantId: actor.tenantId, candidateId: actor.candidate.id },
    encId,
    async (trx, locked) => {
      if (locked.status === 'Declined') return locked;
      const now = deps.clock.now();
      assertActionable(locked, now);
      const updated = await trx
        .updateTable('offers')
        .set({ status: 'Declined', updated_at: now })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordOfferEvent(trx, {
        offerId: locked.id,
        action: 'offer_declined',
        actor: actor.candidate.email,
        fromStatus: locked.status,
        toStatus: 'Declined',
        ip: actor.ip,
        userAgent: actor.userAgent,
        at: now,
      });
      return updated;
    },
  );
  return toOfferResponse(deps, offer);
};
