import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { fromBufferPromise } from 'yauzl';

const odtContent = async (bytes: Buffer) => {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'content.xml') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk);
      return Buffer.concat(chunks)
        .toString('utf8')
        .replace(/<[^>]*>/g, ' ');
    }
    return '';
  } finally {
    zip.close();
  }
};

const plainText = (bytes: Buffer) => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  const text = bytes.toString('utf8');
  return text.includes('\ufffd') ? new TextDecoder('windows-1252').decode(bytes) : text;
};

/**
 * A document's words as one string, read without the parser's layout (the plain text of its
 * tools), so the scorer can tell whether a skill the parser found is named in the document.
 */
export const documentText = async (bytes: Buffer, contentType: string): Promise<string> => {
  if (contentType === 'application/pdf')
    return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
  if (contentType.includes('wordprocessingml'))
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  if (contentType.includes('opendocument')) return odtContent(bytes);
  return plainText(bytes);
};
