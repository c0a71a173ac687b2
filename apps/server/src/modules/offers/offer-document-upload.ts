import {
  OFFER_DOCUMENT_FILE_PART,
  OFFER_UPLOAD_MAX_BYTES,
  type AdminOfferFile,
} from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { checkFileContent } from '../../services/files/check-file-content.ts';
import type { StoredFile } from '../../services/files/file-store.ts';
import { readFileUpload, uploadBodyLimitFor } from '../../services/files/read-file-upload.ts';

/** The body limit of the offer document upload route. */
export const OFFER_DOCUMENT_BODY_LIMIT = uploadBodyLimitFor(OFFER_UPLOAD_MAX_BYTES);

/**
 * Uploads are stored under this name, which only this upload gives a tenant's file, so an offer
 * can name an upload of its employer and no other file of the tenant (a candidate's resume, an
 * anonymous applicant's file) by its id.
 */
const UPLOAD_NAME = 'offer-upload.pdf';

const isOfferUpload = (file: StoredFile & { candidateId: number | null }) =>
  file.candidateId === null && file.name === UPLOAD_NAME && file.contentType === 'application/pdf';

/**
 * Stores a PDF an employer sent for an offer's document, after the checks every upload passes:
 * a PDF by content (415 otherwise), opened in the parse pool within its limits (422 for a zip
 * bomb or a password, 400 for a damaged file). The offer then names it by `file_id`; an upload
 * no offer takes is removed by the orphaned-files job.
 */
export const storeOfferDocumentFile = async (
  deps: Pick<AppDeps, 'files'>,
  { tenantId, fileName, bytes }: { tenantId: number; fileName: string; bytes: Uint8Array },
): Promise<AdminOfferFile> => {
  await checkFileContent({ name: fileName, bytes, accept: 'application/pdf' });
  const stored = await deps.files.save({
    tenantId,
    candidateId: null,
    name: UPLOAD_NAME,
    contentType: 'application/pdf',
    content: bytes,
  });
  return { file_id: stored.id, name: fileName, size: stored.size };
};

/** The streamed multipart upload of an offer document's PDF (10 MB, counted on the bytes received). */
export const receiveOfferDocumentFile = async (
  deps: Pick<AppDeps, 'files'>,
  request: FastifyRequest,
): Promise<AdminOfferFile> => {
  const { fileName, bytes } = await readFileUpload(request, {
    part: OFFER_DOCUMENT_FILE_PART,
    maxBytes: OFFER_UPLOAD_MAX_BYTES,
  });
  return storeOfferDocumentFile(deps, { tenantId: request.tenant.id, fileName, bytes });
};

/** The bytes of an employer's upload of the tenant; 404 for any other file id. */
export const readOfferDocumentFile = async (
  deps: Pick<AppDeps, 'files'>,
  { tenantId, fileId }: { tenantId: number; fileId: string },
): Promise<Uint8Array> => {
  const file = await deps.files.read(tenantId, fileId);
  if (!file || !isOfferUpload(file))
    throw notFound('The uploaded PDF was not found. Please upload it again.');
  return file.content;
};
