import { fileTypeFromBuffer } from 'file-type';
import { decodeText } from './decode-text.ts';

/** What a file's bytes are, whatever its name or the browser said. */
export type DetectedType = {
  /** The type the file is stored and served with. */
  mime: string;
  /** The name endings this content may carry (`.jpg` and `.jpeg` are one type). */
  extensions: string[];
};

const PLAIN_TEXT_EXTENSIONS = ['txt', 'text', 'csv', 'md'];

/** Legacy Office files share one container (CFB): the name tells which program wrote it. */
const COMPOUND_FILE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const EXTENSION_ALIASES: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  tif: ['tif', 'tiff'],
  cfb: Object.keys(COMPOUND_FILE_TYPES),
};

/**
 * How a browser would take text as a page (the start of the MIME sniffing standard's HTML and XML
 * patterns): such a file is never plain text, so it cannot pass as a `.txt` resume.
 */
const MARKUP_START =
  /^<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--|\?xml|svg)[\s>/]/i;

const nameExtension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Text in an encoding a text editor saves (decodeText: UTF-8, UTF-16 either way round, a legacy
 * code page), without control characters other than white space, and not markup once decoded.
 */
const detectText = (content: Uint8Array, name: string): DetectedType | null => {
  const decoded = decodeText(content);
  if (!decoded || MARKUP_START.test(decoded.text.replace(/^\uFEFF?\s*/, ''))) return null;
  const ext = nameExtension(name);
  return {
    mime: ext === 'csv' ? 'text/csv' : 'text/plain',
    extensions: PLAIN_TEXT_EXTENSIONS.includes(ext) ? [ext] : ['txt'],
  };
};

/**
 * The type of a file from its content: magic bytes (the `file-type` library, which bounds how far
 * it reads), else plain text. Null when the content is neither a known type nor plain text (a
 * page, a script, unknown binary): such a file is refused wherever types are checked.
 */
export const detectFileType = async (
  content: Uint8Array,
  name: string,
): Promise<DetectedType | null> => {
  const found = await fileTypeFromBuffer(content);
  if (!found) return content.byteLength ? detectText(content, name) : null;
  if (found.ext === 'cfb') {
    const ext = nameExtension(name);
    const mime = COMPOUND_FILE_TYPES[ext];
    return mime ? { mime, extensions: [ext] } : { mime: found.mime, extensions: [] };
  }
  return { mime: found.mime, extensions: EXTENSION_ALIASES[found.ext] ?? [found.ext] };
};
