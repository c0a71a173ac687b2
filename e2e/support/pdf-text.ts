import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF as a reader would copy it: the pieces of a line joined as they
 * stand (a font change inside a word splits it into pieces), a new line where pdf.js ends one.
 */
export const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
};
