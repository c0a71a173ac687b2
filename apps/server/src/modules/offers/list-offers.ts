import { OPEN_OFFER_STATUSES, type Offer } from '@careers/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
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

/** Characters LIKE reads as wildcards, taken literally in a search term. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The tenant's offers for its console, newest first (documents without their content): open or
 * closed ones, and those whose candidate (name or email) or position matches `q`.
 */
export const listTenantOffers = async (
  deps: AppDeps,
  tenantId: number,
  filters: { status?: 'open' | 'closed' | undefined; q?: string | undefined },
): Promise<Offer[]> => {
  let query = deps.db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .selectAll('offers')
    .where('offers.tenant_id', '=', tenantId);
  if (filters.status === 'open') query = query.where('offers.status', 'in', OPEN_OFFER_STATUSES);
  if (filters.status === 'closed')
    query = query.where('offers.status', 'not in', OPEN_OFFER_STATUSES);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['offers.position_name']), 'like', pattern),
        eb(eb.fn('lower', ['candidates.email']), 'like', pattern),
        eb(
          sql<string>`lower(concat(${sql.ref('candidates.first_name')}, ${sql.lit(' ')}, ${sql.ref('candidates.last_name')}))`,
          'like',
          pattern,
        ),
      ]),
    );
  }
  const offers = await query
    .orderBy('offers.updated_at', 'desc')
    .orderBy('offers.id', 'desc')
    .limit(200)
    .execute();
  return toOfferResponses(deps, offers, { withContent: false });
};
