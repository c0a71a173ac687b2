// The tokenizer of plain ASCII text, by hand rather than by regular expression so that documents
// can be indexed without creating a string per word, not even a lower-cased copy of the text: it
// reports each token's range and the FNV-1a hash of its lower-cased characters (see
// TermDictionary.surfaceAt). On lower-cased text it cuts exactly like
// /\b[a-z](?:\+\+|#)(?![a-z0-9])|[a-z0-9]+(?:'[a-z0-9]+)*/g.

/** Token ranges, three numbers each: start, end, hash. Grows as needed. */
export type TokenRanges = { data: Int32Array };

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
const isWordChar = (code: number) => isAlphanumeric(code) || code === 95;
const PLUS = 43;
const HASH = 35;
const APOSTROPHE = 39;

/** A one-letter word with its symbols ('c++', 'c#', 'f#') starting at `start`: its end, or 0. */
const symbolWordEnd = (text: string, start: number) => {
  if (start > 0 && isWordChar(lowerCode(text.charCodeAt(start - 1)))) return 0;
  const next = text.charCodeAt(start + 1);
  let end = 0;
  if (next === PLUS && text.charCodeAt(start + 2) === PLUS) end = start + 3;
  else if (next === HASH) end = start + 2;
  return end > 0 && !isAlphanumeric(lowerCode(text.charCodeAt(end))) ? end : 0;
};

/**
 * Writes the tokens of `text` to `ranges` and returns their count, or -1 as soon as a character
 * is not ASCII (the text then needs fold() and the segmenter: see tokenize.ts).
 */
export const scanLatin = (text: string, ranges: TokenRanges): number => {
  const length = text.length;
  let count = 0;
  let i = 0;
  while (i < length) {
    let code = lowerCode(text.charCodeAt(i));
    if (!isAlphanumeric(code)) {
      if (code >= 128) return -1;
      i++;
      continue;
    }
    const start = i;
    let end = code >= 97 ? symbolWordEnd(text, start) : 0;
    let hash = 0;
    if (end > 0) {
      hash = hashRange(text, start, end);
      i = end;
    } else {
      hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
      i++;
      while (i < length) {
        code = lowerCode(text.charCodeAt(i));
        if (isAlphanumeric(code)) {
          hash = Math.imul(hash ^ code, FNV_PRIME);
          i++;
        } else if (code === APOSTROPHE && isAlphanumeric(lowerCode(text.charCodeAt(i + 1)))) {
          hash = Math.imul(hash ^ code, FNV_PRIME);
          hash = Math.imul(hash ^ lowerCode(text.charCodeAt(i + 1)), FNV_PRIME);
          i += 2;
        } else break;
      }
      end = i;
    }
    if (ranges.data.length < (count + 1) * 3) {
      const grown = new Int32Array(ranges.data.length * 2 + 96);
      grown.set(ranges.data);
      ranges.data = grown;
    }
    ranges.data[count * 3] = start;
    ranges.data[count * 3 + 1] = end;
    ranges.data[count * 3 + 2] = hash;
    count++;
  }
  return count;
};

/** The tokens of ASCII text, in lower case. */
export const latinTokens = (text: string): string[] => {
  const lower = text.toLowerCase();
  const ranges = { data: new Int32Array(96) };
  const count = scanLatin(lower, ranges);
  const out: string[] = [];
  for (let t = 0; t < count; t++) out.push(lower.slice(ranges.data[t * 3], ranges.data[t * 3 + 1]));
  return out;
};
