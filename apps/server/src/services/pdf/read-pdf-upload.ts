import { OFFER_UPLOAD_MAX_BYTES } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.ts';

const tooLarge = () =>
  new AppError(
    413,
    'payload_too_large',
    `The file is too large. The limit is ${OFFER_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  );

/** Multipart limits: a few parts at most, so that a second file is seen and refused. */
export const UPLOAD_LIMITS = {
  fileSize: OFFER_UPLOAD_MAX_BYTES,
  files: 3,
  fields: 5,
  parts: 8,
  fieldSize: 1024,
};

/**
 * Reads exactly one file from a multipart request, under `field`. No file, two files, another
 * field name or an oversized file: a 4xx, and nothing has been stored.
 */
export const readOnePdfUpload = async (
  request: FastifyRequest,
  field: string,
): Promise<Uint8Array> => {
  if (!request.isMultipart())
    throw badRequest(`Please upload the signed PDF as multipart/form-data in "${field}".`);
  const files: Uint8Array[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}": send the file as "${field}".`);
      }
      files.push(new Uint8Array(await part.toBuffer()));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('You should upload at most 1 file');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (files.length === 0) throw badRequest('Please choose the signed PDF file to upload.');
  if (files.length > 1) throw badRequest('You should upload at most 1 file');
  if (files[0]!.byteLength === 0) throw badRequest('The file is empty.');
  return files[0]!;
};
