import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.ts';

/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE_BYTES = 16 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** 413 `file_too_large`, with the message beside `field` when the upload is for a form field. */
export const fileTooLarge = (maxBytes: number, field?: string) => {
  const message = `The file is too large. The limit is ${megabytes(maxBytes)} MB.`;
  return new AppError(
    413,
    'file_too_large',
    message,
    field ? { fields: { [field]: message } } : {},
  );
};

/** The body limit of an upload route taking files of up to `maxBytes`. */
export const uploadBodyLimitFor = (maxBytes: number) => maxBytes + ENVELOPE_BYTES;

/**
 * Reads exactly one file, the multipart part `part`, as it streams in: it is counted on the bytes
 * received and the reading stops at `maxBytes` (413 `file_too_large`), whatever the request
 * declares. A body whose declared length is already too long is refused before it is read. No
 * file, two files or another part: 400; an empty file: 400 `file_empty`. Nothing is stored here.
 */
export const readFileUpload = async (
  request: FastifyRequest,
  {
    part: partName,
    maxBytes,
    field,
    tooLarge = () => fileTooLarge(maxBytes, field),
  }: {
    part: string;
    maxBytes: number;
    field?: string;
    /** The refusal of a file past `maxBytes` (by the name it was sent with, when known). */
    tooLarge?: (fileName: string) => AppError;
  },
): Promise<{ fileName: string; bytes: Uint8Array }> => {
  if (!request.isMultipart())
    throw badRequest(`Please upload the file as multipart/form-data in "${partName}".`);
  if (Number(request.headers['content-length']) > uploadBodyLimitFor(maxBytes)) throw tooLarge('');
  const files: { fileName: string; bytes: Uint8Array }[] = [];
  let fileName = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== partName) {
        part.file.resume();
        throw badRequest(
          `Unexpected file part "${part.fieldname}": send the file as "${partName}".`,
        );
      }
      fileName = part.filename;
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) throw tooLarge(fileName);
      files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileName);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('You should upload at most 1 file');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (files.length === 0) throw badRequest(`Please choose a file to upload as "${partName}".`);
  if (files.length > 1) throw badRequest('You should upload at most 1 file');
  const [file] = files;
  if (file!.bytes.byteLength === 0)
    throw new AppError(400, 'file_empty', 'The file is empty. Please choose another file.');
  return { fileName: (file!.fileName.trim() || 'file').slice(0, 255), bytes: file!.bytes };
};
