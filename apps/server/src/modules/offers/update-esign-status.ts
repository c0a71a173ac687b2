import type { Offer } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { recordOfferEvent } from './audit-trail.ts';
import { isReadyToAccept } from './documents-ready.ts';
import { findDocument, touchOffer, withLockedOffer } from './lock-offer.ts';
import { offerRefusal } from './offer-errors.ts';
import type { OfferActor } from './offer-context.ts';
import { assertActionable } from './offer-rules.ts';
import { changeOfferStatus } from './offer-status.ts';
import { toOfferResponse } from './to-offer-response.ts';

/**
 * esign_status: a document whose signature was captured becomes Signed; when every document that
 * needs a signature is signed and none is under revision, the offer is accepted (Contract Extended: Contract Accepted).
 * A retry on a signed document changes nothing.
 */
export const updateEsignStatus = async (
  deps: AppDeps,
  { actor, encId, documentId }: { actor: OfferActor; encId: string; documentId: number },
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
        actor: actor.candidate.email,
        ip: actor.ip,
        userAgent: actor.userAgent,
        at: now,
      };
      await recordOfferEvent(trx, {
        ...event,
        offerId: locked.id,
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
      if (isReadyToAccept(documents, document.id))
        return changeOfferStatus(trx, {
          offer: locked,
          event: 'accept',
          audit: { ...event, action: 'offer_accepted' },
        });
      return touchOffer(trx, locked.id, now);
    },
  );
  return toOfferResponse(deps, offer);
};
