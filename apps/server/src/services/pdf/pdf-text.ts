import { getDocumentProxy } from 'unpdf';

/**
 * The text of every page of a PDF as a reader copies it (pdf.js's text layer): the pieces of a
 * line joined as they stand (a change of font inside a line splits it into pieces), a new line
 * where pdf.js ends one. What tests read back from the PDFs the product writes: the server's
 * tests and the journeys (`@careers/server/pdf-text`), one reading for both.
 */
export const extractPdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await document.cleanup();
  }
};
