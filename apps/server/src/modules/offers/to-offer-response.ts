import { api, endpointPath, type Offer, type OfferDocument } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { newEsignLinkToken } from './esign-link.ts';
import { esignPageUrl } from './esign-page-url.ts';
import { fullNameOf } from './offer-context.ts';
import type { OfferDocumentRow, OfferRow } from '../../db/tables/offer-tables.ts';

const documentsOf = (deps: AppDeps, offerIds: number[]) =>
  offerIds.length
    ? deps.db
        .selectFrom('offer_documents')
        .selectAll()
        .where('offer_id', 'in', offerIds)
        .orderBy('offer_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** The file a document shows now: the signed one once signed, else the original. */
export const currentFileId = (document: OfferDocumentRow) =>
  document.status === 'Signed' ? document.signed_file_id : document.file_id;

const toDocument = async (
  deps: AppDeps,
  offer: OfferRow,
  document: OfferDocumentRow,
  withContent: boolean,
): Promise<OfferDocument> => {
  const fileId = currentFileId(document);
  const file = withContent && fileId ? await deps.files.read(offer.tenant_id, fileId) : null;
  return {
    id: document.id,
    name: document.name,
    document_type: document.document_type,
    status: document.status,
    updated_at: document.updated_at.toISOString(),
    under_revision: document.under_revision,
    b64_string: file ? Buffer.from(file.content).toString('base64') : null,
    s3_path: fileId
      ? endpointPath(api.downloadOfferDocument, { id: offer.enc_id, documentId: document.id })
      : null,
    url:
      document.signing === 'esign' && document.file_id
        ? esignPageUrl(
            deps.config,
            newEsignLinkToken(deps.secret, document.esign_token, deps.clock.now()),
            document.id,
          )
        : null,
    signed: document.status === 'Signed',
    signing: document.signing,
  };
};

/** Offers as the spec's fields; `withContent` adds each document's PDF as b64_string. */
export const toOfferResponses = async (
  deps: AppDeps,
  offers: OfferRow[],
  options: { withContent: boolean },
): Promise<Offer[]> => {
  const documents = await documentsOf(
    deps,
    offers.map((offer) => offer.id),
  );
  const candidateIds = [...new Set(offers.map((offer) => offer.candidate_id))];
  const candidates = candidateIds.length
    ? await deps.db
        .selectFrom('candidates')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', candidateIds)
        .execute()
    : [];
  return Promise.all(
    offers.map(async (offer) => {
      const candidate = candidates.find((row) => row.id === offer.candidate_id);
      return {
        id: offer.id,
        enc_id: offer.enc_id,
        status: offer.status,
        position: { name: offer.position_name },
        updated_at: offer.updated_at.toISOString(),
        expires_at: offer.expires_at?.toISOString() ?? null,
        offer_documents: await Promise.all(
          documents
            .filter((document) => document.offer_id === offer.id)
            .map((document) => toDocument(deps, offer, document, options.withContent)),
        ),
        is_ats: offer.is_ats,
        hide_offer_status: offer.hide_offer_status,
        profile: { fullname: candidate ? fullNameOf(candidate) : '' },
      };
    }),
  );
};

export const toOfferResponse = async (deps: AppDeps, offer: OfferRow): Promise<Offer> =>
  (await toOfferResponses(deps, [offer], { withContent: true }))[0]!;
