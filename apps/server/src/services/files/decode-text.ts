import { analyse } from 'chardet';

/** A text file's characters and the encoding they were saved in (a WHATWG encoding name). */
export type DecodedText = { text: string; encoding: string };

const BYTE_ORDER_MARKS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/** How much of a file the legacy-encoding guess reads: a resume shows its letters early. */
const GUESS_SAMPLE_BYTES = 64 * 1024;

/** C0 controls other than white space, and DEL: what no text file holds, in any encoding. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * What a wrong guess gives besides: the C1 controls (a Windows code page's letters read in another
 * one) and U+FFFD (a byte the guessed encoding has no character for).
 */
const WRONG_GUESS = /[\u0080-\u009f\ufffd]/;

const decodeStrictly = (bytes: Uint8Array, encoding: string): string | null => {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 saved without a byte order mark: text in any script has line ends, spaces and digits,
 * whose high byte is 0, and never a NUL character, so the zero bytes all fall on one side of each
 * pair (odd offsets: little-endian). A binary file has zero bytes on both sides.
 */
const unmarkedUtf16 = (bytes: Uint8Array): string | null => {
  if (bytes.length % 2 !== 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let at = 0; at < bytes.length; at += 1) {
    if (bytes[at] === 0) {
      if (at % 2 === 0) evenZeros += 1;
      else oddZeros += 1;
    }
  }
  if (evenZeros > 0 && oddZeros > 0) return null;
  return oddZeros > 0 ? 'utf-16le' : 'utf-16be';
};

/**
 * A legacy encoding, guessed by `chardet` (ICU's detector: byte and letter statistics per language,
 * so Polish in windows-1250 or Japanese in Shift_JIS read right, not only Western text), best
 * guess first; Windows-1252, what Windows editors saved in Western Europe and the Americas, last.
 * UTF-8 and UTF-16 were tried before this.
 */
const legacyEncodings = (bytes: Uint8Array): string[] => {
  const guesses = analyse(bytes.subarray(0, GUESS_SAMPLE_BYTES))
    .map((match) => match.name)
    .filter((name) => !/^(utf|ascii|iso_2022$|mbcs|sbcs)/i.test(name));
  return [...guesses, 'windows-1252'];
};

const decodeAs = (bytes: Uint8Array, encoding: string, isGuess: boolean): DecodedText | null => {
  const text = decodeStrictly(bytes, encoding);
  if (text === null || CONTROL.test(text) || (isGuess && WRONG_GUESS.test(text))) return null;
  return { text, encoding };
};

/**
 * The characters of a file someone saved as plain text, or null when its bytes are not text in any
 * encoding a text editor writes (a binary file, a truncated UTF-16 file, control characters). A
 * byte order mark decides (UTF-8, UTF-16 LE or BE); without one, valid UTF-8 is UTF-8 (ASCII
 * included), zero bytes on one side of each pair are UTF-16, and anything else is a legacy
 * single- or double-byte encoding, the first guess whose decoding holds no control character.
 */
export const decodeText = (bytes: Uint8Array): DecodedText | null => {
  const mark = BYTE_ORDER_MARKS.find((each) => startsWith(bytes, each.bytes));
  if (mark) return decodeAs(bytes.subarray(mark.bytes.length), mark.encoding, false);
  if (bytes.includes(0)) {
    const encoding = unmarkedUtf16(bytes);
    return encoding ? decodeAs(bytes, encoding, true) : null;
  }
  if (decodeStrictly(bytes, 'utf-8') !== null) return decodeAs(bytes, 'utf-8', false);
  for (const encoding of legacyEncodings(bytes)) {
    const decoded = decodeAs(bytes, encoding, true);
    if (decoded) return decoded;
  }
  return null;
};
