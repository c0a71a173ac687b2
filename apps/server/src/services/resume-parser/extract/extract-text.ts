import { readDocText } from './doc-text.ts';
import { readDocxText } from './docx-text.ts';
import { readPdfText } from './pdf-text.ts';
import { readPlainText } from './plain-text.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = ['application/msword', 'application/x-cfb'];

/**
 * The text of a resume by its detected type; null for an image, a type we do not read, or a
 * file whose text cannot be got out (damaged, protected, refused by the size checks).
 */
export const extractText = async (
  bytes: Uint8Array,
  contentType: string,
): Promise<string | null> => {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return readPdfText(bytes);
  if (type === DOCX) return readDocxText(bytes);
  if (DOC.includes(type)) return readDocText(bytes);
  if (type === 'text/plain') return readPlainText(bytes);
  return null;
};
