import type { Offer } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { recordOfferEvent } from './audit-trail.ts';
import { isReadyToAccept } from './documents-ready.ts';
import { findDocument, withLockedOffer } from './lock-offer.ts';
import { offerRefusal } from './offer-errors.ts';
import type { OfferActor } from './offer-context.ts';
import { acceptedStatusFor, assertActionable } from './offer-rules.ts';
import { toOfferResponse } from './to-offer-response.ts';

/**
 * esign_status: a document whose signature was captured becomes Signed; when every document that
 * needs a signature is signed and none is under revision, the offer is accepted (Contract Extended: Contract Accepted).
 * A retry on a signed document changes nothing.
 */
export const updateEsignStatus = async (
  deps: AppDeps,
  actor: OfferActor,
  encId: string,
  documentId: number,
): Promise<Offer> => {
  const offer = await withLockedOffer(
    deps.db,
    { tenantId: actor.tenantId, candidateId: actor.candidate.id },
    encId,
    async (trx, locked) => {
      const document = await findDocument(trx, locked.id, documentId);
      if (document.status === 'Signed') return locked;
      const now = deps.clock.now();
      assertActionable(locked, now);
      if (!document.signature_captured_at || !document.signed_file_id)
        throw offerRefusal('document_not_signed', 'This document has not been signed yet.');
      await trx
        .updateTable('offer_documents')
        .set({ status: 'Signed', updated_at: now })
        .where('id', '=', document.id)
        .execute();
      const event = {
        offerId: locked.id,
        actor: actor.candidate.email,
        ip: actor.ip,
        userAgent: actor.userAgent,
        at: now,
      };
      await recordOfferEvent(trx, {
        ...event,
        documentId: document.id,
        action: 'document_signed',
        fromStatus: document.status,
        toStatus: 'Signed',
      });
      const documents = await trx
        .selectFrom('offer_documents')
        .select(['id', 'status', 'signing', 'under_revision'])
        .where('offer_id', '=', locked.id)
        .execute();
      const allSigned = isReadyToAccept(documents, document.id);
      const status = allSigned ? acceptedStatusFor(locked.status) : locked.status;
      const updated = await trx
        .updateTable('offers')
        .set({ status, updated_at: now })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (allSigned)
        await recordOfferEvent(trx, {
          ...event,
          action: 'offer_accepted',
          fromStatus: locked.status,
          toStatus: status,
        });
      return updated;
    },
  );
  return toOfferResponse(deps, offer);
};
