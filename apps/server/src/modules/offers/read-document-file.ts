import type { AppDeps } from '../../core/app-deps.ts';
import { documentNotFound, findDocument, findOffer } from './lock-offer.ts';
import { offerRefusal } from './offer-errors.ts';
import { currentFileId } from './to-offer-response.ts';

/**
 * The PDF a document shows now (the signed copy once signed), of an offer of the tenant; with a
 * `candidateId` (the candidate's own download), of that candidate's offers only: 404 for anyone
 * else's. 409 (document_not_ready) while the document has no file yet.
 */
export const readDocumentFile = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: { tenantId: number; candidateId?: number; encId: string; documentId: number },
): Promise<{ fileName: string; content: Uint8Array }> => {
  const offer = await findOffer(
    deps.db,
    { tenantId: input.tenantId, candidateId: input.candidateId },
    input.encId,
  );
  const document = await findDocument(deps.db, offer.id, input.documentId);
  const fileId = currentFileId(document);
  const file = fileId ? await deps.files.read(offer.tenant_id, fileId) : null;
  if (!file)
    throw fileId
      ? documentNotFound()
      : offerRefusal('document_not_ready', 'No offer letter content available');
  return { fileName: `${document.name.replace(/[^\w .()-]/g, '_')}.pdf`, content: file.content };
};
