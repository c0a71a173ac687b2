import type { ResumeLine } from '../resume-line.ts';
import { readPdfPages } from './pdf-items.ts';
import { groupIntoLines } from './pdf-lines.ts';
import { pageLines } from './reading-order.ts';

/**
 * A PDF's lines in reading order with their typography, page after page (columns, sidebars,
 * headings beside their entries, table rows). Null when the PDF cannot be opened (damaged, or
 * protected by a password).
 */
export const readPdfLines = async (bytes: Uint8Array): Promise<ResumeLine[] | null> => {
  const pages = await readPdfPages(bytes);
  if (!pages) return null;
  return pages.flatMap((page) => {
    const lines = pageLines(groupIntoLines(page.items), page.width);
    if (lines[0]) lines[0] = { ...lines[0], startsBlock: true };
    return lines;
  });
};
