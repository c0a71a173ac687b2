import { SITE_LOGO_FIELD, SITE_LOGO_MAX_BYTES } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.ts';

/** Multipart limits of a logo upload: one file, counted as it streams in. */
export const LOGO_UPLOAD_LIMITS = {
  fileSize: SITE_LOGO_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 1024,
};

export const logoTooLarge = () =>
  new AppError(413, 'file_too_large', 'The logo is too large. The limit is 1 MB.');

/** The bytes of the logo file of a multipart request; anything else is a 4xx. */
export const readLogoUpload = async (request: FastifyRequest): Promise<Uint8Array> => {
  if (!request.isMultipart())
    throw badRequest(`Send the logo as multipart/form-data in the "${SITE_LOGO_FIELD}" field.`);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== SITE_LOGO_FIELD) {
        part.file.resume();
        throw badRequest(`Send the logo in the "${SITE_LOGO_FIELD}" field.`);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Upload one logo at a time.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!bytes) throw badRequest('Choose a PNG, JPEG or WebP image.');
  return bytes;
};
