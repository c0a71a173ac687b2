import path from 'node:path';
import {
  POSITION_IMPORT_EXTENSIONS,
  POSITION_IMPORT_FIELD,
  POSITION_IMPORT_MAX_BYTES,
} from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../http/app-error.ts';

/** Multipart limits of the import: one file, counted as it streams in. */
export const IMPORT_UPLOAD_LIMITS = {
  fileSize: POSITION_IMPORT_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 1024,
};

const MEGABYTES = POSITION_IMPORT_MAX_BYTES / 1024 / 1024;

const tooLarge = () =>
  new AppError(413, 'payload_too_large', `The file is too large. The limit is ${MEGABYTES} MB.`);

const notCsvOrJson = (message: string) => new AppError(415, 'unsupported_media_type', message);

const readFilePart = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw notCsvOrJson(
      `Send the file as multipart/form-data in the "${POSITION_IMPORT_FIELD}" field.`,
    );
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== POSITION_IMPORT_FIELD) {
        part.file.resume();
        throw badRequest(`Send the file in the "${POSITION_IMPORT_FIELD}" field.`);
      }
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Upload one file at a time.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!upload) throw badRequest('Choose a CSV or JSON file to import.');
  return upload;
};

/**
 * The import file of a multipart request, as text: one `.csv` or `.json` file, at most 5 MB,
 * UTF-8 text. Anything else is a 4xx before a row is read (a spreadsheet or an image named
 * `.csv` is not text).
 */
export const readImportUpload = async (request: FastifyRequest) => {
  const { fileName, bytes } = await readFilePart(request);
  const extension = path.extname(fileName).toLowerCase();
  if (!(POSITION_IMPORT_EXTENSIONS as readonly string[]).includes(extension))
    throw notCsvOrJson(`Cannot import "${path.basename(fileName)}": use a .csv or .json file.`);
  if (bytes.byteLength === 0) throw badRequest('The file is empty.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCsvOrJson('The file is not UTF-8 text: save it as CSV (UTF-8) or JSON.');
  }
  if (text.includes('\u0000'))
    throw notCsvOrJson('The file is not text: save it as CSV (UTF-8) or JSON.');
  return { fileName: path.basename(fileName), text };
};
