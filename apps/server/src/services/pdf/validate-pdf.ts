import { PDFDocument } from 'pdf-lib';
import { badRequest } from '../../http/app-error.ts';

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when the bytes start like a PDF file (a name ending in .pdf proves nothing). */
export const hasPdfMagicBytes = (bytes: Uint8Array): boolean =>
  bytes.length > MAGIC.length && MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * A real PDF: the magic bytes and a parse with pdf-lib, at least one page, not encrypted.
 * Anything else is a 400 with a message a person understands.
 */
export const loadValidPdf = async (bytes: Uint8Array): Promise<PDFDocument> => {
  if (!hasPdfMagicBytes(bytes))
    throw badRequest('The file is not a PDF. Please upload a PDF file.');
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw badRequest('The PDF file could not be read. It may be damaged or password-protected.');
  }
  if (document.getPageCount() === 0) throw badRequest('The PDF file has no pages.');
  return document;
};
