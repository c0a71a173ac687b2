import { RESUME_UPLOAD_FIELDS } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.ts';
import { base64LengthFor, decodeDataUrl } from '../../services/files/data-url.ts';

/** Room for the data URL's head, the file name, the domain and the multipart boundaries. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'file_too_large',
    `The file is too large. The limit is ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`,
  );
const moreThanOneFile = () => badRequest('You should upload at most 1 file');

/** The body limit of the upload route: the largest file any tenant may allow, as a data URL. */
export const uploadBodyLimit = (largestMaxBytes: number) =>
  base64LengthFor(largestMaxBytes) + ENVELOPE_BYTES;

const readParts = async (request: FastifyRequest, maxBytes: number) => {
  let fileName = '';
  const contents: Uint8Array[] = [];
  const dataUrlLimit = base64LengthFor(maxBytes) + 1024;
  for await (const part of request.parts({
    limits: { fieldSize: dataUrlLimit, fileSize: maxBytes, files: 2, fields: 6, parts: 8 },
  })) {
    if (part.type === 'file') {
      // a file sent as a file part rather than a data URL counts the same
      if (part.fieldname !== RESUME_UPLOAD_FIELDS.content) {
        part.file.resume();
        throw badRequest(`Send the resume as "${RESUME_UPLOAD_FIELDS.content}".`);
      }
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) throw tooLarge(maxBytes);
      contents.push(bytes);
      fileName ||= part.filename;
      continue;
    }
    if (part.fieldname === RESUME_UPLOAD_FIELDS.fileName) fileName = String(part.value).trim();
    if (part.fieldname !== RESUME_UPLOAD_FIELDS.content) continue;
    if (part.valueTruncated) throw tooLarge(maxBytes);
    const decoded = decodeDataUrl(String(part.value));
    if (!decoded)
      throw badRequest('The resume could not be read. Please choose the file again.', {
        [RESUME_UPLOAD_FIELDS.content]: 'Send the file as a data URL.',
      });
    contents.push(decoded.bytes);
  }
  return { fileName, contents };
};

/**
 * Reads `upload_resume`'s multipart body: exactly one file, as the data URL of
 * `resume_content` (or a file part of that name), its size measured on the decoded bytes
 * against `maxBytes`, never on what the request declares. A body longer than the largest
 * possible data URL is refused before it is read.
 */
export const readResumeUpload = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bytes: Uint8Array }> => {
  if (!request.isMultipart())
    throw badRequest(
      `Please upload the resume as multipart/form-data in "${RESUME_UPLOAD_FIELDS.content}".`,
    );
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > uploadBodyLimit(maxBytes)) throw tooLarge(maxBytes);
  let parts;
  try {
    parts = await readParts(request, maxBytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw moreThanOneFile();
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (parts.contents.length === 0)
    throw badRequest('Please choose a resume to upload.', {
      [RESUME_UPLOAD_FIELDS.content]: 'Required',
    });
  if (parts.contents.length > 1) throw moreThanOneFile();
  const bytes = parts.contents[0]!;
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  if (bytes.byteLength === 0)
    throw new AppError(400, 'file_empty', 'The file is empty. Please choose another file.');
  const fileName = (parts.fileName || 'resume').slice(0, 200);
  return { fileName, bytes };
};
