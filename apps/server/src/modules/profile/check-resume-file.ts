import { RESUME_FILE_EXTENSIONS } from '@careers/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import { checkDocx } from '../../services/docx/check-docx.ts';
import { isTypeAccepted } from '../../services/files/allowed-file-types.ts';
import { detectFileType, type DetectedType } from '../../services/files/detect-file-type.ts';
import { fileTooComplex } from '../../services/parse-pool/file-too-complex.ts';
import { runParseTask } from '../../services/parse-pool/parse-pool.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const notAllowed = () =>
  new AppError(
    415,
    'file_type_not_allowed',
    `This file type is not allowed. Please upload one of: ${RESUME_FILE_EXTENSIONS.join(', ')}.`,
  );

/**
 * What a resume is, from its content: one of the allowed types (magic bytes, whatever its name
 * says), and for a PDF or a DOCX a structure that opens within the decompression and time limits,
 * checked in the parse pool so that a hostile file never stalls the server. A password-protected
 * PDF is 422 `file_encrypted`, a zip bomb 422 `file_too_complex`.
 */
export const checkResumeFile = async (
  bytes: Uint8Array,
  fileName: string,
): Promise<DetectedType> => {
  const detected = await detectFileType(bytes, fileName);
  if (!detected || !isTypeAccepted(detected, RESUME_FILE_EXTENSIONS.join(','))) throw notAllowed();
  if (detected.mime === 'application/pdf') {
    const result = await runParseTask('validatePdf', bytes);
    if (result.status === 'too_complex') throw fileTooComplex();
    if (result.status === 'encrypted')
      throw new AppError(
        422,
        'file_encrypted',
        'This PDF is password-protected. Please upload a copy without a password.',
      );
    if (result.status !== 'ok')
      throw badRequest('The PDF file could not be read. It may be damaged.');
  }
  if (detected.mime === DOCX) await checkDocx(bytes);
  return detected;
};
