import { OFFER_UPLOAD_MAX_BYTES } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { checkFileContent } from '../files/check-file-content.ts';
import { readFileUpload, uploadBodyLimitFor } from '../files/read-file-upload.ts';

/** The body limit of a route taking a signed PDF. */
export const PDF_UPLOAD_BODY_LIMIT = uploadBodyLimitFor(OFFER_UPLOAD_MAX_BYTES);

/**
 * A signed PDF a candidate sends in the multipart part `part`, through the pipeline every upload
 * takes: streamed and counted on the bytes received (10 MB), exactly one file, a PDF by content,
 * opened in the parse pool within its limits. Any refusal is a 4xx and nothing has been stored.
 */
export const readPdfUpload = async (request: FastifyRequest, part: string): Promise<Uint8Array> => {
  const { fileName, bytes } = await readFileUpload(request, {
    part,
    maxBytes: OFFER_UPLOAD_MAX_BYTES,
  });
  await checkFileContent({ name: fileName, bytes, accept: 'application/pdf' });
  return bytes;
};
