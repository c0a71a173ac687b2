import type { AppDeps } from '../../core/app-deps.ts';
import { createNotification } from '../notifications/index.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';

export type OfferNotificationType = 'offer_extended' | 'offer_document_revised' | 'offer_expiring';

/** The spec's offer date format: MM/DD/YYYY (UTC). */
export const formatOfferDate = (date: Date | null) =>
  date
    ? `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`
    : '';

/** The candidate's offer page on the tenant's site. */
const offerPagePath = (encId: string, domain: string) =>
  `/careers/offer/${encodeURIComponent(encId)}?domain=${encodeURIComponent(domain)}`;

/**
 * Tells the candidate about an event of their offer with an in-app notification that leads to
 * the offer page: extended, a document revised, or expiring within 48 hours.
 */
export const notifyOfferEvent = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  offer: Pick<OfferRow, 'tenant_id' | 'candidate_id' | 'enc_id' | 'position_name' | 'expires_at'>,
  type: OfferNotificationType,
): Promise<string | null> => {
  const tenant = await deps.db
    .selectFrom('tenants')
    .select('domain')
    .where('id', '=', offer.tenant_id)
    .executeTakeFirstOrThrow();
  return createNotification(deps, {
    tenantId: offer.tenant_id,
    candidateId: offer.candidate_id,
    type,
    params: {
      position: offer.position_name,
      // a calendar day, written in each reader's language when read
      ...(type === 'offer_expiring' &&
        offer.expires_at && { date: offer.expires_at.toISOString().slice(0, 10) }),
    },
    redirectUrl: offerPagePath(offer.enc_id, tenant.domain),
  });
};
