import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { PARSE_LIMITS } from '../../../parse-pool/parse-limits.ts';

/** An office document's zip, opened and checked: its parts' names, and a reader for one part. */
export type OfficeZip = {
  names: ReadonlySet<string>;
  /** The part's text (UTF-8), or null when it is absent or cannot be inflated within its size. */
  readText: (name: string) => Promise<string | null>;
  /** Inflates every part and throws the bytes away: false when one is damaged or oversized. */
  drainAll: () => Promise<'ok' | 'damaged' | 'too_large'>;
  close: () => void;
};

export type OfficeZipLimits = { maxEntries: number; maxUncompressedBytes: number };

/** DOCX and ODT are read within the same limits (PARSE_LIMITS has one pair, named for DOCX). */
export const OFFICE_ZIP_LIMITS: OfficeZipLimits = {
  maxEntries: PARSE_LIMITS.docxEntries,
  maxUncompressedBytes: PARSE_LIMITS.docxUncompressedBytes,
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const readEntries = async (zip: ZipFile, maxEntries: number): Promise<Entry[] | null> => {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) {
    entries.push(entry);
    if (entries.length > maxEntries) return null;
  }
  return entries;
};

/** yauzl's size check (validateEntrySizes) fails the stream once it passes the declared size. */
const inflate = async (zip: ZipFile, entry: Entry, onChunk: (chunk: Buffer) => void) => {
  const stream = await zip.openReadStreamPromise(entry);
  for await (const chunk of stream) onChunk(chunk as Buffer);
};

const isOversize = (error: unknown) => /too many bytes/.test(String(error));

export type OpenedOfficeZip =
  { status: 'ok'; zip: OfficeZip } | { status: 'not_zip' } | { status: 'too_large' };

/**
 * Opens a zip and checks it before anything is inflated: the entry count and the sum of the
 * sizes the central directory declares, against `limits`. A part is then inflated only up to
 * its declared size, so a zip whose headers understate its sizes costs no more than they say.
 */
export const openOfficeZip = async (
  bytes: Uint8Array,
  limits: OfficeZipLimits = OFFICE_ZIP_LIMITS,
): Promise<OpenedOfficeZip> => {
  if (!ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return { status: 'not_zip' };
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    return { status: 'not_zip' };
  }
  let entries: Entry[] | null;
  try {
    if (zip.entryCount > limits.maxEntries) entries = null;
    else entries = await readEntries(zip, limits.maxEntries);
  } catch {
    zip.close();
    return { status: 'not_zip' };
  }
  const declared = entries?.reduce((sum, entry) => sum + entry.uncompressedSize, 0) ?? Infinity;
  if (entries === null || declared > limits.maxUncompressedBytes) {
    zip.close();
    return { status: 'too_large' };
  }
  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
  const readText = async (name: string) => {
    const entry = byName.get(name);
    if (entry === undefined) return null;
    const chunks: Buffer[] = [];
    try {
      await inflate(zip, entry, (chunk) => chunks.push(chunk));
    } catch {
      return null;
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
  };
  const drainAll = async () => {
    for (const entry of entries) {
      try {
        await inflate(zip, entry, () => undefined);
      } catch (error) {
        return isOversize(error) ? 'too_large' : 'damaged';
      }
    }
    return 'ok' as const;
  };
  return {
    status: 'ok',
    zip: { names: new Set(byName.keys()), readText, drainAll, close: () => zip.close() },
  };
};
