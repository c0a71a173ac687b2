import type { Offer } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { withLockedOffer } from './lock-offer.ts';
import type { OfferActor } from './offer-context.ts';
import { changeOfferStatus } from './offer-status.ts';
import { toOfferResponse } from './to-offer-response.ts';

/** Declines an open, unexpired offer. A retry on a declined offer changes nothing. */
export const declineOffer = async (
  deps: AppDeps,
  { actor, encId }: { actor: OfferActor; encId: string },
): Promise<Offer> => {
  const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
  const offer = await withLockedOffer(deps.db, scope, encId, (trx, locked) =>
    changeOfferStatus(trx, {
      offer: locked,
      event: 'decline',
      audit: {
        action: 'offer_declined',
        actor: actor.candidate.email,
        ip: actor.ip,
        userAgent: actor.userAgent,
        at: deps.clock.now(),
      },
    }),
  );
  return toOfferResponse(deps, offer);
};
