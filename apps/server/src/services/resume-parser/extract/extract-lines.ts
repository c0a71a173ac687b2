import { readDocText } from './doc-text.ts';
import { readDocxText } from './docx-text.ts';
import { readPdfLines } from './pdf/read-pdf-lines.ts';
import { readPlainText } from './plain-text.ts';
import type { ResumeLine } from './resume-line.ts';
import { textLines } from './text-lines.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = ['application/msword', 'application/x-cfb'];

const fromText = (text: string | null) => (text === null ? null : textLines(text));

/**
 * The lines of a resume by its detected type; null for an image, a type we do not read, or a
 * file whose text cannot be got out (damaged, protected, refused by the size checks).
 */
export const extractLines = async (
  bytes: Uint8Array,
  contentType: string,
): Promise<ResumeLine[] | null> => {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return readPdfLines(bytes);
  if (type === DOCX) return fromText(await readDocxText(bytes));
  if (DOC.includes(type)) return fromText(await readDocText(bytes));
  if (type === 'text/plain') return textLines(readPlainText(bytes));
  return null;
};
