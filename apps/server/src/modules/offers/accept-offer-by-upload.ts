import type { Offer } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { signPdf } from '../../services/pdf/stamp-signature.ts';
import { withStoredFile } from '../../services/files/with-stored-file.ts';
import { certificateTrail } from './audit-trail.ts';
import { assertReadyToAccept } from './documents-ready.ts';
import { findOffer, withLockedOffer } from './lock-offer.ts';
import { fullNameOf, type OfferActor } from './offer-context.ts';
import { assertActionable } from './offer-rules.ts';
import { changeOfferStatus, isRepeat } from './offer-status.ts';
import type { OfferDocumentRow } from '../../db/tables/offer-tables.ts';
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

/** What accepting by upload takes: who accepts, which offer, and the signed letter's bytes. */
export type AcceptByUpload = { actor: OfferActor; encId: string; upload: Uint8Array };

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
  { actor, encId, upload }: AcceptByUpload,
): Promise<Offer> => {
  const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
  const offer = await findOffer(deps.db, scope, encId);
  if (isRepeat(offer.status, 'accept')) return toOfferResponse(deps, offer);
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
  const file = {
    tenantId: actor.tenantId,
    candidateId: actor.candidate.id,
    name: `${letter?.name ?? 'Offer letter'} (signed).pdf`,
    contentType: 'application/pdf',
    content: signed,
  };
  const accepted = await withStoredFile(deps.files, file, (stored) =>
    withLockedOffer(deps.db, scope, encId, async (trx, locked) => {
      if (isRepeat(locked.status, 'accept')) return { kept: false, result: locked };
      assertActionable(locked, deps.clock.now());
      // a document revised or signed elsewhere since the first look counts
      assertReadyToAccept(await documentsOf(trx, locked.id), letter?.id);
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
      const updated = await changeOfferStatus(trx, {
        offer: locked,
        event: 'accept',
        audit: {
          documentId: letter?.id ?? null,
          action: 'offer_accepted_by_upload',
          actor: actor.candidate.email,
          ip: actor.ip,
          userAgent: actor.userAgent,
          detail: { file_id: stored.id, sha256: stored.sha256, upload_bytes: upload.byteLength },
          at: now,
        },
      });
      return { kept: true, result: updated };
    }),
  );
  return toOfferResponse(deps, accepted);
};
