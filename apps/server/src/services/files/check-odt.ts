import { AppError, badRequest } from '../../http/app-error.ts';
import { fileTooComplex } from '../parse-pool/file-too-complex.ts';
import { runParseTask } from '../parse-pool/parse-pool.ts';

/**
 * An ODT someone sent, checked in the parse pool before anything reads its text (inspectOdt):
 * 400 when it is not a text document, 422 `file_encrypted` when it is password-protected (its
 * content is ciphertext), 422 `file_too_complex` when it holds too many entries or inflates past
 * the limit, whatever its headers declare.
 */
export const checkOdt = async (bytes: Uint8Array): Promise<void> => {
  const result = await runParseTask('checkOdt', bytes);
  if (result.status === 'ok') return;
  if (result.status === 'too_complex') throw fileTooComplex();
  if (result.status === 'encrypted')
    throw new AppError(
      422,
      'file_encrypted',
      'This document is password-protected. Please upload a copy without a password.',
    );
  throw badRequest('The file is not a text document. Please upload an .odt file.');
};
