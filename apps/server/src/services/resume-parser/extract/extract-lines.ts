import { readDocText } from './doc-text.ts';
import { readDocxLines } from './office/docx/read-docx-lines.ts';
import { readOdtLines } from './office/odt/read-odt-lines.ts';
import { readPdfLines } from './pdf/read-pdf-lines.ts';
import { readPlainText } from './plain-text.ts';
import type { ResumeLine } from './resume-line.ts';
import { textLines } from './text-lines.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';
const DOC = ['application/msword', 'application/x-cfb'];

/**
 * The lines of a resume by its detected type; null for an image, a type we do not read, or a
 * file whose text cannot be got out (damaged, protected, past the size limits). PDF, DOCX and
 * ODT keep their layout (size, weight, headings, tables, sidebars); DOC and TXT are text alone.
 */
export const extractLines = async (
  bytes: Uint8Array,
  contentType: string,
): Promise<ResumeLine[] | null> => {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return readPdfLines(bytes);
  if (type === DOCX) return readDocxLines(bytes);
  if (type === ODT) return readOdtLines(bytes);
  if (DOC.includes(type)) {
    const text = await readDocText(bytes);
    return text === null ? null : textLines(text);
  }
  if (type === 'text/plain') {
    const text = readPlainText(bytes);
    return text === null ? null : textLines(text);
  }
  return null;
};
