import { crc32, deflateSync } from 'node:zlib';

/** The size link previews ask for (Open Graph, Twitter's summary_large_image): 1.91 to 1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const BAND_HEIGHT = 24;

type Rgb = readonly [number, number, number];

/** #rgb or #rrggbb; anything else (a CSS variable, a name) is the fallback. */
const readHex = (value: string | undefined, fallback: Rgb): Rgb => {
  const hex = value?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return fallback;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A share card in the tenant's colours: its primary colour with a band of its accent colour at
 * the foot, as a PNG (the format every link preview reads; SVG is not one of them). Plain
 * colour on purpose: the page's own title and description travel beside it in the tags.
 */
export const renderShareCard = (theme: Record<string, string>) => {
  const primary = readHex(theme['color-primary'], [27, 42, 74]);
  const accent = readHex(theme['color-accent'], [11, 122, 117]);
  const rowBytes = 1 + CARD_WIDTH * 3;
  const raw = Buffer.alloc(rowBytes * CARD_HEIGHT);
  for (let y = 0; y < CARD_HEIGHT; y += 1) {
    const [r, g, b] = y >= CARD_HEIGHT - BAND_HEIGHT ? accent : primary;
    const row = y * rowBytes;
    raw[row] = 0; // no filter
    for (let x = 0; x < CARD_WIDTH; x += 1) {
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(CARD_WIDTH, 0);
  header.writeUInt32BE(CARD_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
