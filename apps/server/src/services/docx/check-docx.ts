import { badRequest } from '../../http/app-error.ts';
import { fileTooComplex } from '../parse-pool/file-too-complex.ts';
import { runParseTask } from '../parse-pool/parse-pool.ts';

/**
 * A DOCX someone sent, checked in the parse pool before anything reads its text: 400 when it is
 * not a Word document, 422 `file_too_complex` when it holds too many entries or inflates past
 * the limit (parse-limits.ts), whatever its headers declare.
 */
export const checkDocx = async (
  bytes: Uint8Array,
): Promise<{ entries: number; uncompressedBytes: number }> => {
  const result = await runParseTask('checkDocx', bytes);
  if (result.status === 'too_complex') throw fileTooComplex();
  if (result.status === 'not_docx')
    throw badRequest('The file is not a Word document. Please upload a .docx file.');
  return { entries: result.entries, uncompressedBytes: result.uncompressedBytes };
};
