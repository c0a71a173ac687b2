import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import type { StoredFile } from '../../services/files/file-store.ts';
import { withStoredFile } from '../../services/files/with-stored-file.ts';
import { recordOfferEvent } from './audit-trail.ts';
import { changeOfferStatus } from './offer-status.ts';
import { documentPdfBytes, documentPdfFile, removeTakenUploads } from './document-file.ts';
import { findDocument, findOffer, touchOffer, withLockedOffer } from './lock-offer.ts';
import { offerRefusal } from './offer-errors.ts';
import { notifyOfferEvent } from './notify-offer-event.ts';
import { isOpenStatus } from './offer-rules.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';

/** Which offer the employer acts on, and who they are (the audit trail names them). */
type AdminOfferAction = { tenantId: number; actorName: string; encId: string };

/** Cancels an open offer (employer side). Canceling a canceled offer changes nothing. */
export const cancelOffer = (
  deps: AppDeps,
  { encId, ...scope }: AdminOfferAction,
): Promise<OfferRow> =>
  withLockedOffer(deps.db, { tenantId: scope.tenantId }, encId, (trx, offer) =>
    changeOfferStatus(trx, {
      offer,
      event: 'cancel',
      audit: { action: 'offer_canceled', actor: scope.actorName, at: deps.clock.now() },
    }),
  );

/** Sets or clears the expiry of an open offer. */
export const setOfferExpiry = (
  deps: AppDeps,
  { encId, expiresAt, ...scope }: AdminOfferAction & { expiresAt: string | null },
): Promise<OfferRow> =>
  withLockedOffer(deps.db, { tenantId: scope.tenantId }, encId, async (trx, offer) => {
    if (!isOpenStatus(offer.status))
      throw offerRefusal(
        'offer_not_open',
        `Only an open offer's expiry can change; this one is ${offer.status}.`,
      );
    const now = deps.clock.now();
    const updated = await trx
      .updateTable('offers')
      .set({ expires_at: expiresAt ? new Date(expiresAt) : null, updated_at: now })
      .where('id', '=', offer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfferEvent(trx, {
      offerId: offer.id,
      action: 'offer_expiry_set',
      actor: scope.actorName,
      detail: { from: offer.expires_at?.toISOString() ?? null, to: expiresAt },
      at: now,
    });
    return updated;
  });

/**
 * Revises a document of an open offer: `under_revision: true` puts it under revision (the
 * candidate cannot open it); a new file (PDF or template) replaces it, ends the revision and asks
 * for a new signature. A new file, or the end of a revision, tells the candidate
 * (`offer_document_revised`).
 */
export const reviseDocument = async (
  deps: AppDeps,
  {
    encId,
    documentId,
    input,
    ...scope
  }: AdminOfferAction & {
    documentId: number;
    input: {
      under_revision?: boolean | undefined;
      file_id?: string | undefined;
      template?: string | undefined;
    };
  },
): Promise<OfferRow> => {
  const offer = await findOffer(deps.db, { tenantId: scope.tenantId }, encId);
  const document = await findDocument(deps.db, offer.id, documentId);
  const hasFile = Boolean(input.file_id || input.template);
  if (!hasFile && input.under_revision === undefined)
    throw badRequest('Give under_revision, or a new file_id or template.');
  const pdf = hasFile
    ? await documentPdfBytes(deps, {
        tenantId: offer.tenant_id,
        source: input,
        fields: { 'position.name': offer.position_name },
      })
    : null;
  const revise = (file: StoredFile | null) =>
    withLockedOffer(deps.db, { tenantId: scope.tenantId }, encId, async (trx, locked) => {
      if (!isOpenStatus(locked.status))
        throw offerRefusal(
          'offer_not_open',
          `Only an open offer's documents can be revised; this one is ${locked.status}.`,
        );
      const current = await findDocument(trx, locked.id, documentId);
      if (current.status === 'Signed')
        throw offerRefusal('document_already_signed', 'A signed document cannot be revised.');
      const now = deps.clock.now();
      const underRevision = file ? false : input.under_revision!;
      await trx
        .updateTable('offer_documents')
        .set({
          under_revision: underRevision,
          updated_at: now,
          ...(file && {
            file_id: file.id,
            signed_file_id: null,
            signature_captured_at: null,
            status: current.signing === 'none' ? ('Read Only' as const) : ('Unsigned' as const),
          }),
        })
        .where('id', '=', current.id)
        .execute();
      await recordOfferEvent(trx, {
        offerId: locked.id,
        documentId: current.id,
        action: file
          ? 'document_revised'
          : underRevision
            ? 'document_revision_started'
            : 'document_revision_ended',
        actor: scope.actorName,
        ...(file && { detail: { file_id: file.id, sha256: file.sha256 } }),
        at: now,
      });
      return {
        offer: await touchOffer(trx, locked.id, now),
        notify: !underRevision && (file !== null || current.under_revision),
      };
    });
  const owner = { tenantId: offer.tenant_id, candidateId: offer.candidate_id };
  const revised = pdf
    ? await withStoredFile(
        deps.files,
        documentPdfFile(owner, document.name, pdf),
        async (file) => ({
          kept: true,
          result: await revise(file),
        }),
      )
    : await revise(null);
  await removeTakenUploads(deps, offer.tenant_id, [input]);
  if (revised.notify) await notifyOfferEvent(deps, revised.offer, 'offer_document_revised');
  return revised.offer;
};
