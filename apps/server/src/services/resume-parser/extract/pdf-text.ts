import { extractTextItems, getDocumentProxy } from 'unpdf';
import { groupIntoLines } from './pdf-lines.ts';
import { pageText } from './pdf-columns.ts';

/** A resume longer than this is read as far as here: the fields sit on the first pages. */
const MAX_PAGES = 8;

/**
 * A PDF's text with its layout taken into account (columns, table rows), page after page. Null
 * when the PDF cannot be opened (damaged, or protected by a password).
 */
export const readPdfText = async (bytes: Uint8Array): Promise<string | null> => {
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return null;
  }
  try {
    const { items } = await extractTextItems(document);
    const pages: string[] = [];
    for (let index = 0; index < Math.min(items.length, MAX_PAGES); index += 1) {
      const page = await document.getPage(index + 1);
      const [x0 = 0, , x1 = 612] = page.view;
      pages.push(pageText(groupIntoLines(items[index] ?? []), x1 - x0));
    }
    return pages.join('\n\n');
  } catch {
    return null;
  } finally {
    await document.cleanup();
  }
};
