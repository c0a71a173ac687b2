// The tokenizer of plain ASCII text, by hand rather than by regular expression so that documents
// can be indexed without creating a string per word, not even a lower-cased copy of the text: it
// reports each token's range and the FNV-1a hash of its lower-cased characters, and leaves the
// text's lower-cased bytes in `ranges.bytes` (see TermDictionary.surfaceAt). On lower-cased text
// it cuts exactly like /\b[a-z](?:\+\+|#)(?![a-z0-9])|[a-z0-9]+(?:'[a-z0-9]+)*/g.
//
// The text is copied to bytes first (TextEncoder.encodeInto, native): reading a Uint8Array is
// the same fast code whatever the string's internal form, where `charCodeAt` in a function that
// has seen concatenated, sliced or interned strings runs several times slower on all of them.

/** Token ranges, three numbers each (start, end, hash), and the text's bytes. Grow as needed. */
export type TokenRanges = { data: Int32Array; bytes: Uint8Array };

export const newTokenRanges = (): TokenRanges => ({
  data: new Int32Array(3 * 512),
  bytes: new Uint8Array(4096),
});

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The code of a character in lower case, for ASCII letters. */
export const lowerCode = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/** FNV-1a over lower-cased UTF-16 code units, as scanLatin computes it. */
export const hashRange = (text: string, start: number, end: number) => {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    hash = Math.imul(hash ^ lowerCode(text.charCodeAt(i)), FNV_PRIME);
  }
  return hash >>> 0;
};

const isAlphanumeric = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const PLUS = 43;
const HASH = 35;
const APOSTROPHE = 39;
const UNDERSCORE = 95;
/** Per ASCII code: the lower-cased code of a letter or digit, 0 for anything else. */
const TOKEN_CODE = new Uint8Array(256);
for (let code = 0; code < 128; code++) {
  const lower = lowerCode(code);
  TOKEN_CODE[code] = isAlphanumeric(lower) ? lower : 0;
}

const encoder = new TextEncoder();

/**
 * A one-letter word with its symbols ('c++', 'c#', 'f#') starting at `start` of the first
 * `length` bytes: its end, or 0.
 */
const symbolWordEnd = (bytes: Uint8Array, start: number, length: number) => {
  if (start > 0 && (TOKEN_CODE[bytes[start - 1]!] !== 0 || bytes[start - 1] === UNDERSCORE)) {
    return 0;
  }
  let end = 0;
  if (start + 2 < length && bytes[start + 1] === PLUS && bytes[start + 2] === PLUS) end = start + 3;
  else if (start + 1 < length && bytes[start + 1] === HASH) end = start + 2;
  if (end === 0) return 0;
  return end < length && TOKEN_CODE[bytes[end]!] !== 0 ? 0 : end;
};

/**
 * Writes the tokens of `text` to `ranges` and returns their count, or -1 when a character is not
 * ASCII (the text then needs fold() and the segmenter: see tokenize.ts).
 */
export const scanLatin = (text: string, ranges: TokenRanges): number => {
  const length = text.length;
  if (ranges.bytes.length < length) {
    ranges.bytes = new Uint8Array(Math.max(length, ranges.bytes.length * 2));
  }
  // Tokens are separated by at least one character: at most (length + 1) / 2 of them.
  const needed = 3 * ((length + 1) >> 1);
  if (ranges.data.length < needed) {
    ranges.data = new Int32Array(Math.max(needed, ranges.data.length * 2));
  }
  const bytes = ranges.bytes;
  // One byte per character exactly when every character is ASCII.
  const { read, written } = encoder.encodeInto(text, bytes);
  if (read !== length || written !== length) return -1;
  const data = ranges.data;
  let count = 0;
  let i = 0;
  while (i < length) {
    const low = TOKEN_CODE[bytes[i]!]!;
    if (low === 0) {
      i++;
      continue;
    }
    const start = i;
    let end = low >= 97 ? symbolWordEnd(bytes, start, length) : 0;
    let hash = FNV_OFFSET;
    if (end > 0) {
      for (; i < end; i++) {
        const code = lowerCode(bytes[i]!);
        bytes[i] = code;
        hash = Math.imul(hash ^ code, FNV_PRIME);
      }
    } else {
      bytes[i] = low;
      hash = Math.imul(hash ^ low, FNV_PRIME);
      i++;
      while (i < length) {
        const code = TOKEN_CODE[bytes[i]!]!;
        if (code !== 0) {
          bytes[i] = code;
          hash = Math.imul(hash ^ code, FNV_PRIME);
          i++;
          continue;
        }
        if (bytes[i] !== APOSTROPHE || i + 1 >= length) break;
        const after = TOKEN_CODE[bytes[i + 1]!]!;
        if (after === 0) break;
        bytes[i + 1] = after;
        hash = Math.imul(Math.imul(hash ^ APOSTROPHE, FNV_PRIME) ^ after, FNV_PRIME);
        i += 2;
      }
      end = i;
    }
    data[count * 3] = start;
    data[count * 3 + 1] = end;
    data[count * 3 + 2] = hash;
    count++;
  }
  return count;
};

// latinTokens runs synchronously to the end, so one set of buffers serves every call.
const shared = newTokenRanges();

/** The tokens of ASCII text, in lower case. */
export const latinTokens = (text: string): string[] => {
  const lower = text.toLowerCase();
  const ranges = shared;
  const count = scanLatin(lower, ranges);
  const out: string[] = [];
  for (let t = 0; t < count; t++) out.push(lower.slice(ranges.data[t * 3], ranges.data[t * 3 + 1]));
  return out;
};
