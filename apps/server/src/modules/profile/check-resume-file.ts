import { RESUME_FILE_EXTENSIONS } from '@careers/shared';
import { AppError } from '../../http/app-error.ts';
import { checkFileContent } from '../../services/files/check-file-content.ts';
import type { DetectedType } from '../../services/files/detect-file-type.ts';

const notAllowed = () =>
  new AppError(
    415,
    'file_type_not_allowed',
    `This file type is not allowed. Please upload one of: ${RESUME_FILE_EXTENSIONS.join(', ')}.`,
  );

/**
 * What a resume is, from its content, by the checks every upload passes (checkFileContent): one
 * of the resume types by magic bytes, whatever its name says, and for a PDF or a DOCX a
 * structure that opens within the decompression and time limits in the parse pool. A
 * password-protected PDF is 422 `file_encrypted`, a zip bomb 422 `file_too_complex`.
 */
export const checkResumeFile = async (
  bytes: Uint8Array,
  fileName: string,
): Promise<DetectedType> => {
  try {
    return await checkFileContent({
      name: fileName,
      bytes,
      accept: RESUME_FILE_EXTENSIONS.join(','),
    });
  } catch (error) {
    // the resume upload names the types it takes
    if (error instanceof AppError && error.code === 'file_type_not_allowed') throw notAllowed();
    throw error;
  }
};
