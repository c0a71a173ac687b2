import { PDFDocument } from 'pdf-lib';

export type PdfInspection =
  | { status: 'ok'; pageCount: number }
  | { status: 'unreadable' }
  | { status: 'encrypted' }
  | { status: 'no_pages' };

/** Parses a PDF with pdf-lib (in the parse worker): readable, not encrypted, at least one page. */
export const inspectPdf = async (bytes: Uint8Array): Promise<PdfInspection> => {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // a password-protected PDF's text cannot be read: the caller says so rather than 'damaged'
    if (error instanceof Error && error.name === 'EncryptedPDFError') return { status: 'encrypted' };
    return { status: 'unreadable' };
  }
  const pageCount = document.getPageCount();
  return pageCount === 0 ? { status: 'no_pages' } : { status: 'ok', pageCount };
};
