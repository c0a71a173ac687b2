import { badRequest } from '../../http/app-error.ts';
import { fileTooComplex } from '../parse-pool/file-too-complex.ts';
import { runParseTask } from '../parse-pool/parse-pool.ts';

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when the bytes start like a PDF file (a name ending in .pdf proves nothing). */
export const hasPdfMagicBytes = (bytes: Uint8Array): boolean =>
  bytes.length > MAGIC.length && MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * A real PDF: the magic bytes and a parse with pdf-lib in the parse pool, at least one page, not
 * encrypted. Anything else is a 4xx with a message a person understands: 400 for a file that is
 * not a usable PDF, 422 `file_too_complex` for one that inflates past the limits or takes too
 * long to read.
 */
export const loadValidPdf = async (bytes: Uint8Array): Promise<{ pageCount: number }> => {
  if (!hasPdfMagicBytes(bytes))
    throw badRequest('The file is not a PDF. Please upload a PDF file.');
  const result = await runParseTask('validatePdf', bytes);
  if (result.status === 'too_complex') throw fileTooComplex();
  if (result.status === 'unreadable' || result.status === 'encrypted')
    throw badRequest('The PDF file could not be read. It may be damaged or password-protected.');
  if (result.status === 'no_pages') throw badRequest('The PDF file has no pages.');
  return { pageCount: result.pageCount };
};
