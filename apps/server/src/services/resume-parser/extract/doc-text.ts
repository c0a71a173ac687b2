import WordExtractor from 'word-extractor';

/** A Word 97–2003 document's body text, best effort: null when it cannot be read. */
export const readDocText = async (bytes: Uint8Array): Promise<string | null> => {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    return document.getBody();
  } catch {
    return null;
  }
};
