// A small drawn portrait (head and shoulders on a plain ground) as a PNG, for the CVs that carry
// a photo: latex/make.ts writes them into the build folder, office's sources embed them.
import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

type Rgb = [number, number, number];
const PALETTES: { ground: Rgb; skin: Rgb; hair: Rgb; cloth: Rgb }[] = [
  { ground: [214, 224, 232], skin: [233, 196, 170], hair: [70, 50, 40], cloth: [40, 60, 110] },
  { ground: [230, 228, 220], skin: [198, 150, 115], hair: [25, 20, 20], cloth: [120, 40, 50] },
  { ground: [220, 232, 222], skin: [241, 212, 190], hair: [180, 140, 80], cloth: [60, 90, 70] },
  { ground: [236, 226, 226], skin: [150, 105, 80], hair: [20, 15, 15], cloth: [70, 70, 80] },
  { ground: [226, 230, 240], skin: [226, 185, 150], hair: [100, 60, 35], cloth: [200, 200, 205] },
];

/** A portrait `width` × `height` pixels; `variant` picks the colours and the hair. */
export const drawPortrait = (variant: number, width = 150, height = 190): Buffer => {
  const palette = PALETTES[variant % PALETTES.length]!;
  const longHair = variant % 2 === 1;
  const rows: Buffer[] = [];
  const cx = width / 2;
  const headY = height * 0.4;
  const headRx = width * 0.19;
  const headRy = height * 0.17;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      let colour: Rgb = palette.ground;
      const shade = 1 - (y / height) * 0.12;
      colour = colour.map((c) => Math.round(c * shade)) as Rgb;
      const shoulders =
        ((x - cx) / (width * 0.48)) ** 2 + ((y - height * 1.02) / (height * 0.3)) ** 2;
      if (shoulders < 1) colour = palette.cloth;
      const neck = Math.abs(x - cx) < width * 0.08 && y > headY && y < height * 0.75;
      if (neck) colour = palette.skin;
      const hair =
        ((x - cx) / (headRx * 1.15)) ** 2 + ((y - headY + headRy * 0.12) / (headRy * 1.12)) ** 2;
      const hairBack =
        longHair && Math.abs(x - cx) < headRx * 1.25 && y > headY && y < headY + headRy * 1.6;
      if (hair < 1 || hairBack) colour = palette.hair;
      const head = ((x - cx) / headRx) ** 2 + ((y - headY - headRy * 0.1) / headRy) ** 2;
      if (head < 1 && y > headY - headRy * 0.55) colour = palette.skin;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
