const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * A text file's content: a byte order mark says UTF-8 or UTF-16 (either byte order); without one
 * the text is UTF-8, or Windows-1252 when it is not valid UTF-8 (an old editor's file).
 */
export const readPlainText = (bytes: Uint8Array): string => {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};
