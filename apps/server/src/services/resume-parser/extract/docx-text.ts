import mammoth from 'mammoth';
import { inspectDocx } from '../../docx/inspect-docx.ts';
import { PARSE_LIMITS } from '../../parse-pool/parse-limits.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const isHex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(
      Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10) || 0xfffd,
    );
  });

/**
 * Mammoth's HTML as lines: a paragraph, heading or list item (with a bullet) is a line, and a table row is one
 * line with its cells separated by tabs, so rows stay in order and cells stay apart.
 */
const htmlToLines = (html: string) =>
  decodeEntities(
    html
      .replace(/<\/(td|th)>/gi, '\t')
      .replace(/<li[^>]*>/gi, '• ')
      .replace(/<\/(p|h[1-6]|li|tr|table)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/\s*\t\s*/g, '\t')
        .replace(/^\t+|\t+$/g, '')
        .trim(),
    )
    .join('\n');

/**
 * A DOCX's text. The zip is checked against the entry and size limits first (a zip bomb is
 * refused before mammoth inflates anything): null when it is refused or not a Word document.
 */
export const readDocxText = async (bytes: Uint8Array): Promise<string | null> => {
  const inspection = await inspectDocx(bytes, {
    maxUncompressedBytes: PARSE_LIMITS.docxUncompressedBytes,
    maxEntries: PARSE_LIMITS.docxEntries,
  });
  if (inspection.status !== 'ok') return null;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { value } = await mammoth.convertToHtml({ buffer }, { ignoreEmptyParagraphs: true });
    return htmlToLines(value);
  } catch {
    return null;
  }
};
