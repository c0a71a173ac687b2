/** The largest base64 text that can decode to `maxBytes` (4 characters per 3 bytes, padded). */
export const base64LengthFor = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4;

const DATA_URL = /^data:([^,;]*)((?:;[^,;=]+=[^,;]*)*)(;base64)?,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:` URL as a browser's FileReader writes it (base64, or percent-encoded
 * text). Null when the text is not a data URL or its base64 is broken. The declared type is
 * returned for information only: callers check the content.
 */
export const decodeDataUrl = (text: string): { declaredType: string; bytes: Uint8Array } | null => {
  const head = DATA_URL.exec(text.slice(0, 512));
  if (!head) return null;
  const body = text.slice(head[0].length);
  if (!head[3]) {
    try {
      return {
        declaredType: head[1] ?? '',
        bytes: new TextEncoder().encode(decodeURIComponent(body)),
      };
    } catch {
      return null;
    }
  }
  const compact = body.replace(/\s+/g, '');
  if (compact.length % 4 === 1 || !BASE64_BODY.test(compact)) return null;
  return { declaredType: head[1] ?? '', bytes: new Uint8Array(Buffer.from(compact, 'base64')) };
};
