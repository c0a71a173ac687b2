import { adminOfferInputSchema, type AdminOfferInput } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { StoredFile } from '../../services/files/file-store.ts';
import { recordOfferEvent } from './audit-trail.ts';
import { documentPdfBytes, documentPdfFile, removeTakenUploads } from './document-file.ts';
import { formatOfferDate, notifyOfferEvent } from './notify-offer-event.ts';
import { newEsignToken, newOfferEncId } from './offer-tokens.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';

/**
 * Extends an offer to a candidate of the tenant, with its documents (PDFs the employer uploaded, named
 * by file id, or rendered from templates with the candidate's and position's fields). Signable documents start Unsigned,
 * review-only ones Read Only. The candidate gets an `offer_extended` notification (unless
 * `notify: false`, as the demo data, which brings notifications of its own).
 */
export const extendOffer = async (
  deps: AppDeps,
  {
    tenant,
    actorName,
    offer: raw,
    notify = true,
  }: {
    tenant: { id: number; name: string };
    actorName: string;
    offer: AdminOfferInput;
    notify?: boolean;
  },
): Promise<OfferRow> => {
  const input = adminOfferInputSchema.parse(raw);
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('tenant_id', '=', tenant.id)
    .where('email', '=', input.candidate_email)
    .executeTakeFirst();
  if (!candidate) throw notFound(`There is no candidate ${input.candidate_email} on this site.`);
  let positionName = input.position_name;
  if (input.position_id) {
    const position = await deps.db
      .selectFrom('positions')
      .select('title')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', input.position_id)
      .executeTakeFirst();
    if (!position) throw notFound(`There is no position ${input.position_id} on this site.`);
    positionName ??= position.title;
  }
  if (!positionName)
    throw badRequest('Give position_id or position_name.', { position_name: 'Required' });
  const now = deps.clock.now();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  const fields = {
    'candidate.fullname': [candidate.first_name, candidate.last_name].filter(Boolean).join(' '),
    'candidate.first_name': candidate.first_name ?? '',
    'candidate.last_name': candidate.last_name ?? '',
    'candidate.email': candidate.email,
    'position.name': positionName,
    'company.name': tenant.name,
    'offer.expires_at': formatOfferDate(expiresAt),
    today: formatOfferDate(now),
  };
  const pdfs = await Promise.all(
    input.documents.map((source) =>
      documentPdfBytes(deps, { tenantId: tenant.id, source, fields }),
    ),
  );
  const owner = { tenantId: tenant.id, candidateId: candidate.id };
  const saved: StoredFile[] = [];
  let offer: OfferRow;
  try {
    for (const [index, doc] of input.documents.entries())
      saved.push(await deps.files.save(documentPdfFile(owner, doc.name, pdfs[index]!)));
    offer = await deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('offers')
        .values({
          enc_id: newOfferEncId(),
          tenant_id: tenant.id,
          candidate_id: candidate.id,
          position_id: input.position_id ?? null,
          position_name: positionName,
          status: input.status,
          expires_at: expiresAt,
          is_ats: input.is_ats,
          hide_offer_status: input.hide_offer_status,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('offer_documents')
        .values(
          input.documents.map((doc, index) => ({
            offer_id: created.id,
            sort_order: index,
            name: doc.name,
            document_type: doc.document_type,
            status: doc.signing === 'none' ? ('Read Only' as const) : ('Unsigned' as const),
            signing: doc.signing,
            file_id: saved[index]!.id,
            esign_token: newEsignToken(),
            updated_at: now,
          })),
        )
        .execute();
      await recordOfferEvent(trx, {
        offerId: created.id,
        action: 'offer_extended',
        actor: actorName,
        toStatus: created.status,
        detail: { documents: input.documents.map((doc) => doc.name), expires_at: input.expires_at },
        at: now,
      });
      return created;
    });
  } catch (error) {
    for (const file of saved) await deps.files.remove(tenant.id, file.id);
    throw error;
  }
  await removeTakenUploads(deps, tenant.id, input.documents);
  if (notify) await notifyOfferEvent(deps, offer, 'offer_extended');
  return offer;
};
