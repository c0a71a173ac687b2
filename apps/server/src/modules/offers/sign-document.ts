import {
  SIGNATURE_MISMATCH_MESSAGE,
  signatureMatchError,
  type DocumentSignature,
  type Offer,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, badRequest, conflict } from '../../http/app-error.ts';
import { offerRefusal } from './offer-errors.ts';
import { signPdf } from '../../services/pdf/stamp-signature.ts';
import { certificateTrail, recordOfferEvent } from './audit-trail.ts';
import { findDocument, findOffer, withLockedOffer, type OfferScope } from './lock-offer.ts';
import { fullNameOf, type OfferActor } from './offer-context.ts';
import { assertActionable } from './offer-rules.ts';
import type { OfferDocumentRow } from '../../db/tables/offer-tables.ts';
import { withStoredFile } from '../../services/files/with-stored-file.ts';
import { toOfferResponse } from './to-offer-response.ts';

const noFileYet = () =>
  offerRefusal('document_not_ready', 'This document has no file to sign yet.');

/**
 * 409 unless the document is waiting for the candidate's signature: under revision, for review
 * only, or not ready yet (still processing, no file), each with its code.
 */
const assertSignable = (document: OfferDocumentRow) => {
  if (document.under_revision || document.status === 'Revision')
    throw offerRefusal(
      'document_under_revision',
      'This document is being revised. Please check back later.',
    );
  if (document.signing === 'none' || document.status === 'Read Only')
    throw offerRefusal(
      'document_not_signable',
      'This document is for your review only and needs no signature.',
    );
  if (document.status === 'Pending')
    throw offerRefusal('document_not_ready', 'This document is still being processed.');
  if (!document.file_id) throw noFileYet();
};

const isCaptured = (document: OfferDocumentRow) =>
  document.status === 'Signed' || document.signature_captured_at !== null;

/** A typed (and drawn) signature, or a signed PDF the upload pipeline already checked (`readPdfUpload`). */
type SignInput =
  { kind: 'signature'; signature: DocumentSignature } | { kind: 'upload'; content: Uint8Array };

/**
 * What signing takes: who signs, the offer (scope: the tenant and the candidate whose offer it
 * is), the document and the signature or signed PDF.
 */
export type SignDocument = {
  actor: OfferActor;
  scope: OfferScope;
  encId: string;
  documentId: number;
  input: SignInput;
};

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The drawn signature's PNG bytes; 400 when the data URL does not hold a PNG. */
const drawnPng = (signature: DocumentSignature) => {
  if (!signature.drawn_signature) return undefined;
  const bytes = new Uint8Array(
    Buffer.from(signature.drawn_signature.split(',')[1] ?? '', 'base64'),
  );
  if (!PNG_MAGIC.every((byte, index) => bytes[index] === byte))
    throw badRequest('The drawn signature must be a PNG image.');
  return bytes;
};

/**
 * A typed signature is the signer's own full name, by the signature form's rule: a stranger's
 * name ("Mallory Nobody") on the candidate's letter is refused with 400 on the name field.
 */
const assertOwnName = (signature: DocumentSignature, actor: OfferActor) => {
  if (signatureMatchError(signature.full_name, fullNameOf(actor.candidate)))
    throw badRequest(SIGNATURE_MISMATCH_MESSAGE, { full_name: SIGNATURE_MISMATCH_MESSAGE });
};

/**
 * The document accept: stamps the signature (typed full name, date, drawn image) or takes the
 * candidate's signed PDF, appends the completion certificate and stores the signed file. The
 * document becomes Signed with the esign_status call. Idempotent: a retry after a captured
 * signature changes nothing; nothing is stored when anything fails.
 */
export const signDocument = async (
  deps: AppDeps,
  { actor, scope, encId, documentId, input }: SignDocument,
): Promise<Offer> => {
  const offer = await findOffer(deps.db, scope, encId);
  const document = await findDocument(deps.db, offer.id, documentId);
  if (isCaptured(document)) return toOfferResponse(deps, offer);
  const now = deps.clock.now();
  assertActionable(offer, now);
  assertSignable(document);
  if (input.kind === 'signature') assertOwnName(input.signature, actor);
  const original = await deps.files.read(offer.tenant_id, document.file_id!);
  if (!original) throw noFileYet();

  const action =
    input.kind === 'upload' ? 'document_signed_copy_uploaded' : 'document_signature_captured';
  const signerName =
    input.kind === 'signature'
      ? input.signature.full_name
      : fullNameOf(actor.candidate) || actor.candidate.email;
  const png = input.kind === 'signature' ? drawnPng(input.signature) : undefined;
  let signed: Uint8Array;
  try {
    signed = await signPdf(
      {
        original: original.content,
        ...(input.kind === 'upload' && { base: input.content }),
        ...(input.kind === 'signature' && {
          signature: { fullName: input.signature.full_name, drawnPng: png },
        }),
        facts: {
          signerName,
          signerEmail: actor.candidate.email,
          signedAt: now,
          ip: actor.ip,
          userAgent: actor.userAgent,
          language: actor.language,
          timeZone: actor.timeZone,
          documentName: document.name,
          offerReference: offer.enc_id,
          auditTrail: await certificateTrail(deps.db, offer.id, {
            at: now,
            action,
            actor: actor.candidate.email,
            detail: document.name,
          }),
        },
      },
      deps.parseTimeLimits,
    );
  } catch (error) {
    // a refusal with its own reason (a drawn signature too large to read) keeps it
    if (error instanceof AppError) throw error;
    throw conflict(
      'The document could not be signed: its PDF or the drawn signature could not be read.',
    );
  }
  const file = {
    tenantId: offer.tenant_id,
    candidateId: offer.candidate_id,
    name: `${document.name} (signed).pdf`,
    contentType: 'application/pdf',
    content: signed,
  };
  const signedOffer = await withStoredFile(deps.files, file, (stored) =>
    withLockedOffer(deps.db, scope, encId, async (trx, locked) => {
      const current = await findDocument(trx, locked.id, documentId);
      if (isCaptured(current)) return { kept: false, result: locked };
      assertActionable(locked, deps.clock.now());
      assertSignable(current);
      await trx
        .updateTable('offer_documents')
        .set({ signed_file_id: stored.id, signature_captured_at: now, updated_at: now })
        .where('id', '=', current.id)
        .execute();
      await recordOfferEvent(trx, {
        offerId: locked.id,
        documentId: current.id,
        action,
        actor: actor.candidate.email,
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { file_id: stored.id, sha256: stored.sha256, signer: signerName },
        at: now,
      });
      return { kept: true, result: locked };
    }),
  );
  return toOfferResponse(deps, signedOffer);
};
