import { decodeText } from '../../files/decode-text.ts';

/**
 * A text file's content in whatever encoding it was saved (decodeText: UTF-8 or UTF-16 with or
 * without a byte order mark, a legacy code page), or null when its bytes are not text.
 */
export const readPlainText = (bytes: Uint8Array): string | null => decodeText(bytes)?.text ?? null;
