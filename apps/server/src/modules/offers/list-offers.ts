import type { Offer } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { findOffer } from './lock-offer.ts';
import { toOfferResponse, toOfferResponses } from './to-offer-response.ts';

/** The candidate's own offers, newest first (documents without their content). */
export const listOffers = async (
  deps: AppDeps,
  tenantId: number,
  candidateId: number,
): Promise<Offer[]> => {
  const offers = await deps.db
    .selectFrom('offers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toOfferResponses(deps, offers, { withContent: false });
};

/** One of the candidate's offers with every document's PDF; 404 for anyone else's. */
export const getOffer = async (
  deps: AppDeps,
  tenantId: number,
  candidateId: number,
  encId: string,
): Promise<Offer> =>
  toOfferResponse(deps, await findOffer(deps.db, { tenantId, candidateId }, encId));
