import { statusOfErrorCode } from '@careers/shared';
import { AppError } from '../../http/app-error.ts';
import { checkDocx } from '../docx/check-docx.ts';
import { checkPdf } from '../pdf/validate-pdf.ts';
import { isTypeAccepted } from './allowed-file-types.ts';
import { checkOdt } from './check-odt.ts';
import { detectFileType, type DetectedType } from './detect-file-type.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';

/** A message beside the form field the file was for, when it was for one. */
const besideField = (field: string | undefined, message: string) =>
  field ? { fields: { [field]: message } } : {};

/** 415 `file_type_not_allowed`: the content is not one of the types the field accepts. */
export const fileTypeRefused = (name: string, field?: string) => {
  const message = `${name} is not a type of file this field accepts.`;
  return new AppError(
    statusOfErrorCode('file_type_not_allowed'),
    'file_type_not_allowed',
    message,
    besideField(field, message),
  );
};

/**
 * What a file someone sent is, from its content: its type by magic bytes (whatever its name or
 * the browser said) against `accept` (a file input's list; absent: documents and pictures), and
 * for a PDF, a DOCX or an ODT a structure that opens within the decompression and time limits,
 * read in the parse pool so that a hostile file never stalls the server (`checkPdf`,
 * `checkDocx`, `checkOdt`). 415 for another type, 400 for a damaged file, 422 `file_encrypted`
 * for a password-protected PDF or ODT, 422 `file_too_complex` for a zip bomb.
 */
export const checkFileContent = async (
  { name, bytes, accept }: { name: string; bytes: Uint8Array; accept: string | undefined },
  field?: string,
): Promise<DetectedType> => {
  const detected = await detectFileType(bytes, name);
  if (!detected || !isTypeAccepted(detected, accept)) throw fileTypeRefused(name, field);
  if (detected.mime === 'application/pdf') await checkPdf(bytes, { name, field });
  if (detected.mime === DOCX) await checkDocx(bytes);
  if (detected.mime === ODT) await checkOdt(bytes);
  return detected;
};
