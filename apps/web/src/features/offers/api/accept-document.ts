import { api, type DocumentSignature } from '@careers/shared';
import { callApi } from '@/lib/http/index.ts';

/** The document accept by form: the typed (and drawn) signature to stamp on the document. */
export const acceptDocument = (
  id: string,
  documentId: number,
  signature: DocumentSignature,
  domain: string,
) =>
  callApi(api.signOfferDocument, {
    params: { id, documentId },
    query: { domain },
    body: { signed_document_file: signature },
  });
