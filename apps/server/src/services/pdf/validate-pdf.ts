import { AppError, badRequest } from '../../http/app-error.ts';
import { fileTooComplex } from '../parse-pool/file-too-complex.ts';
import { runParseTask } from '../parse-pool/parse-pool.ts';

/** A message beside the form field the file was for, when it was for one. */
const besideField = (field: string | undefined, message: string) =>
  field ? { fields: { [field]: message } } : {};

/**
 * The one way a PDF someone sent is opened: pdf-lib in the parse pool, within its decompression
 * and time limits, so that a hostile file never stalls the server. At least one page, not
 * encrypted. 422 `file_too_complex` for a file that inflates past the limits or takes too long,
 * 422 `file_encrypted` for a password-protected one, 400 for a damaged one or one without pages.
 * `name` and `field` put the refusal beside a form's field.
 */
export const checkPdf = async (
  bytes: Uint8Array,
  { name = 'The file', field }: { name?: string; field?: string } = {},
): Promise<{ pageCount: number }> => {
  const result = await runParseTask('validatePdf', bytes);
  if (result.status === 'ok') return { pageCount: result.pageCount };
  if (result.status === 'too_complex') throw fileTooComplex();
  if (result.status === 'encrypted')
    throw new AppError(
      422,
      'file_encrypted',
      'This PDF is password-protected. Please upload a copy without a password.',
      besideField(field, `${name} is password-protected.`),
    );
  if (result.status === 'no_pages')
    throw badRequest(
      'The PDF file has no pages.',
      field ? { [field]: `${name} has no pages.` } : undefined,
    );
  throw badRequest(
    'The PDF file could not be read. It may be damaged.',
    field ? { [field]: `${name} could not be read.` } : undefined,
  );
};
