import { PDFDocument } from 'pdf-lib';

export type PdfInspection =
  | { status: 'ok'; pageCount: number }
  | { status: 'unreadable' }
  | { status: 'encrypted' }
  | { status: 'no_pages' };

/**
 * Parses a PDF with pdf-lib (in the parse worker): readable, not encrypted, at least one page.
 * It is opened even when encrypted, so that a password-protected file is told apart from a
 * damaged one (pdf-lib's own encryption error cannot be recognised by its class).
 */
export const inspectPdf = async (bytes: Uint8Array): Promise<PdfInspection> => {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { status: 'unreadable' };
  }
  if (document.isEncrypted) return { status: 'encrypted' };
  let pageCount: number;
  try {
    // a file with a PDF header and no page tree loads, then fails here
    pageCount = document.getPageCount();
  } catch {
    return { status: 'unreadable' };
  }
  return pageCount === 0 ? { status: 'no_pages' } : { status: 'ok', pageCount };
};
