import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const LINE = 'Sébastien Muñoz, Crème brûlée, Łódź\r\n';

const utf16 = (text: string, order: 'le' | 'be') => {
  const bytes = Buffer.from(text, 'utf16le');
  return new Uint8Array(order === 'le' ? bytes : bytes.swap16());
};
/** Text in a single-byte code page, by TextDecoder's own table of it. */
const inSingleByte = (encoding: string, text: string) => {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map(
    Array.from({ length: 256 }, (_, byte) => [decoder.decode(Uint8Array.of(byte)), byte]),
  );
  return Uint8Array.from([...text].map((character) => byteOf.get(character)!));
};
const withMark = (mark: number[], bytes: Uint8Array) => new Uint8Array([...mark, ...bytes]);

describe('decodeText', () => {
  it('reads UTF-16 either way round, with or without a byte order mark', () => {
    const text = 'Amara Okonkwo-Bell\r\nCare Assistant, Muñoz & Søn\r\n';
    for (const order of ['le', 'be'] as const) {
      const mark = order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
      expect(decodeText(withMark(mark, utf16(text, order)))).toEqual({
        text,
        encoding: `utf-16${order}`,
      });
      expect(decodeText(utf16(text, order))).toEqual({ text, encoding: `utf-16${order}` });
    }
    expect(decodeText(withMark([0xff, 0xfe], utf16('履歴書 山田 太郎\n', 'le')))?.text).toBe(
      '履歴書 山田 太郎\n',
    );
  });

  it('reads UTF-8 with or without its mark, and leaves the mark out', () => {
    const bytes = new Uint8Array(Buffer.from(LINE));
    expect(decodeText(bytes)).toEqual({ text: LINE, encoding: 'utf-8' });
    expect(decodeText(withMark([0xef, 0xbb, 0xbf], bytes))).toEqual({
      text: LINE,
      encoding: 'utf-8',
    });
  });

  it('reads a legacy code page: Windows-1252 (ISO-8859-1) and others by their letters', () => {
    const french = 'Sébastien MOREL\r\nComptable à Nantes, diplômé en 2012, español: señor\r\n';
    expect(decodeText(inSingleByte('windows-1252', french))?.text).toBe(french);
    // 0x80 and 0x92: the euro sign and the right quote of Windows-1252, C1 controls in ISO-8859-1
    expect(decodeText(new Uint8Array([0x80, 0x20, 0x4c, 0x92, 0xe9, 0x74, 0xe9]))?.text).toBe(
      '€ L’été',
    );
    // Polish saved by Windows (code page 1250): ł, ą, ś and ż are not in Windows-1252
    const polish =
      'Agnieszka Wiśniewska, Kraków\nGłówna księgowa w małej firmie, współpraca z żoną\n';
    expect(decodeText(inSingleByte('windows-1250', polish))?.text).toBe(polish);
  });

  it('gives no text for a binary file, control characters or a truncated UTF-16 file', () => {
    expect(decodeText(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
    expect(decodeText(new Uint8Array([0x00, 0x41, 0x42, 0x00]))).toBeNull();
    expect(decodeText(new Uint8Array(Buffer.from('Name\u0001\u0002\u0003')))).toBeNull();
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42]))).toBeNull();
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0x28]))).toBeNull();
    // UTF-16 LE of C0 controls: zero bytes on one side only, but no text
    expect(decodeText(new Uint8Array([0x01, 0x00, 0x02, 0x00, 0x41, 0x00]))).toBeNull();
  });
});
