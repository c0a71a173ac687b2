import type { Offer } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { signPdf } from '../../services/pdf/stamp-signature.ts';
import { certificateTrail, recordOfferEvent } from './audit-trail.ts';
import { assertReadyToAccept } from './documents-ready.ts';
import { findOffer, withLockedOffer } from './lock-offer.ts';
import { fullNameOf, type OfferActor } from './offer-context.ts';
import { acceptedStatusFor, assertActionable, isAcceptedStatus } from './offer-rules.ts';
import type { OfferDocumentRow, OfferRow } from '../../db/tables/offer-tables.ts';
import { toOfferResponse } from './to-offer-response.ts';

/** The letter an uploaded signed PDF answers: the first document signed by upload, else the first 'Offer'. */
const letterOf = (documents: OfferDocumentRow[]) =>
  documents.find((document) => document.signing === 'upload') ??
  documents.find((document) => document.document_type === 'Offer' && document.signing !== 'none');

const documentsOf = (db: Kysely<Database>, offerId: number) =>
  db
    .selectFrom('offer_documents')
    .selectAll()
    .where('offer_id', '=', offerId)
    .orderBy('sort_order')
    .execute();

/**
 * Accepts an offer with the candidate's signed letter (a PDF the upload pipeline already checked,
 * `readPdfUpload`):
 * Extended becomes Accepted, Contract Extended becomes Contract Accepted, only when every other
 * document that needs a signature is signed and none is under revision (409 otherwise). The stored file is the
 * upload with a completion certificate page appended. Nothing is stored when anything fails; a
 * retry on an accepted offer changes nothing.
 */
export const acceptOfferByUpload = async (
  deps: AppDeps,
  actor: OfferActor,
  encId: string,
  upload: Uint8Array,
): Promise<Offer> => {
  const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
  const offer = await findOffer(deps.db, scope, encId);
  if (isAcceptedStatus(offer.status)) return toOfferResponse(deps, offer);
  const now = deps.clock.now();
  assertActionable(offer, now);
  const documents = await documentsOf(deps.db, offer.id);
  const letter = letterOf(documents);
  assertReadyToAccept(documents, letter?.id);

  const original = letter?.file_id ? await deps.files.read(actor.tenantId, letter.file_id) : null;
  const signerName = fullNameOf(actor.candidate) || actor.candidate.email;
  const signed = await signPdf(
    {
      original: original?.content ?? upload,
      base: upload,
      facts: {
        signerName,
        signerEmail: actor.candidate.email,
        signedAt: now,
        ip: actor.ip,
        userAgent: actor.userAgent,
        language: actor.language,
        timeZone: actor.timeZone,
        documentName: letter?.name ?? offer.position_name,
        offerReference: offer.enc_id,
        auditTrail: await certificateTrail(deps.db, offer.id, {
          at: now,
          action: 'offer_accepted_by_upload',
          actor: actor.candidate.email,
        }),
      },
    },
    deps.parseTimeLimits,
  );
  const stored = await deps.files.save({
    tenantId: actor.tenantId,
    candidateId: actor.candidate.id,
    name: `${letter?.name ?? 'Offer letter'} (signed).pdf`,
    contentType: 'application/pdf',
    content: signed,
  });

  let result: { offer: OfferRow; applied: boolean };
  try {
    result = await withLockedOffer(deps.db, scope, encId, async (trx, locked) => {
      if (isAcceptedStatus(locked.status)) return { offer: locked, applied: false };
      assertActionable(locked, deps.clock.now());
      // a document revised or signed elsewhere since the first look counts
      assertReadyToAccept(await documentsOf(trx, locked.id), letter?.id);
      const status = acceptedStatusFor(locked.status);
      const updated = await trx
        .updateTable('offers')
        .set({ status, updated_at: now })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (letter)
        await trx
          .updateTable('offer_documents')
          .set({
            status: 'Signed',
            signed_file_id: stored.id,
            signature_captured_at: now,
            updated_at: now,
          })
          .where('id', '=', letter.id)
          .execute();
      await recordOfferEvent(trx, {
        offerId: locked.id,
        documentId: letter?.id ?? null,
        action: 'offer_accepted_by_upload',
        actor: actor.candidate.email,
        fromStatus: locked.status,
        toStatus: status,
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { file_id: stored.id, sha256: stored.sha256, upload_bytes: upload.byteLength },
        at: now,
      });
      return { offer: updated, applied: true };
    });
  } catch (error) {
    await deps.files.remove(actor.tenantId, stored.id);
    throw error;
  }
  if (!result.applied) await deps.files.remove(actor.tenantId, stored.id);
  return toOfferResponse(deps, result.offer);
};
