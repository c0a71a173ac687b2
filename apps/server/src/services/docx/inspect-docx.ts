import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

export type DocxInspection =
  | { status: 'ok'; entries: number; uncompressedBytes: number }
  | { status: 'not_docx' }
  | { status: 'too_complex' };

export type DocxLimits = { maxUncompressedBytes: number; maxEntries: number };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];

const readCentralDirectory = async (zip: ZipFile): Promise<Entry[]> => {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
};

/** Inflates one entry and throws away the bytes; yauzl fails the stream once it passes its declared size. */
const drain = async (zip: ZipFile, entry: Entry) => {
  const stream = await zip.openReadStreamPromise(entry);
  for await (const chunk of stream) void chunk;
};

/**
 * Checks a DOCX (a zip) against `limits` before anything inflates it: the entry count and the
 * sum of the uncompressed sizes the central directory declares. Within them, each entry is then
 * inflated and discarded (in the parse worker) with yauzl's size check, so a zip whose headers
 * understate its sizes is refused too, after at most the declared bytes. A caller that extracts
 * text later reads a file that has passed this check.
 */
export const inspectDocx = async (
  bytes: Uint8Array,
  limits: DocxLimits,
): Promise<DocxInspection> => {
  if (!ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return { status: 'not_docx' };
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    return { status: 'not_docx' };
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { status: 'too_complex' };
    let entries: Entry[];
    try {
      entries = await readCentralDirectory(zip);
    } catch {
      return { status: 'not_docx' };
    }
    const uncompressedBytes = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (entries.length > limits.maxEntries || uncompressedBytes > limits.maxUncompressedBytes)
      return { status: 'too_complex' };
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!REQUIRED_PARTS.every((name) => names.has(name))) return { status: 'not_docx' };
    for (const entry of entries) {
      try {
        await drain(zip, entry);
      } catch (error) {
        const isOversize = /too many bytes/.test(String(error));
        return { status: isOversize ? 'too_complex' : 'not_docx' };
      }
    }
    return { status: 'ok', entries: entries.length, uncompressedBytes };
  } finally {
    zip.close();
  }
};
