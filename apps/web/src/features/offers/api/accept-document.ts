import { offerResponseSchema, type DocumentSignature } from '@careers/shared';
import { http } from '@/lib/http/index.ts';

/** POST /api/offer/offers/{id}/{documentId}/accept : body with signed_document_file. */
export const acceptDocument = (
  id: string,
  documentId: number,
  signature: DocumentSignature,
  domain: string,
) =>
  http.post(
    `/api/offer/offers/${encodeURIComponent(id)}/${documentId}/accept`,
    { signed_document_file: signature },
    { params: { domain }, schema: offerResponseSchema.shape.data },
  );
