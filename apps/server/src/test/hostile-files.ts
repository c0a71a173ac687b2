import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/** `mb` MiB of one repeated byte, deflated; zlib's ratio on it is about 1000 to 1. */
const deflatedRun = (mb: number, byte: number, raw: boolean) => {
  const data = Buffer.alloc(mb * MB, byte);
  return raw ? deflateRawSync(data, { level: 9 }) : deflateSync(data, { level: 9 });
};

/**
 * A one-page PDF whose object stream (which a PDF reader must inflate to find the objects in it)
 * inflates to `inflatedMb` MiB of spaces from about a thousandth of that. With `hexWrapped`, the
 * deflated bytes are also hex-encoded (`/Filter [/ASCIIHexDecode /FlateDecode]`), so a check that
 * only looks for zlib data would miss it.
 */
export const zipBombPdf = ({ inflatedMb = 300, hexWrapped = false } = {}) => {
  const deflated = deflatedRun(inflatedMb, 0x20, false);
  const data = hexWrapped ? Buffer.from(`${deflated.toString('hex')}>`, 'latin1') : deflated;
  const filter = hexWrapped ? '[/ASCIIHexDecode /FlateDecode]' : '/FlateDecode';
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = length;
    add(`${id} 0 obj\n${body}\nendobj\n`);
  };
  add('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  offsets[4] = length;
  add(
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 8 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
  );
  add(data);
  add('\nendstream\nendobj\n');
  const xref = length;
  const rows = [1, 2, 3, 4].map((id) => `${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  add(`xref\n0 5\n0000000000 65535 f \n${rows.join('')}`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
};

type ZipEntry = { name: string; content: Buffer; declaredSize?: number };

/** A zip written by hand (deflate, one central directory), so sizes can be declared falsely. */
const zip = (entries: ZipEntry[], deflatedByName: Map<string, Buffer> = new Map()) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = deflatedByName.get(entry.name) ?? deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const crc = deflatedByName.has(entry.name) ? 0 : crc32(entry.content);
    const header = (signature: number, central: boolean) => {
      const buffer = Buffer.alloc(central ? 46 : 30);
      buffer.writeUInt32LE(signature, 0);
      let at = 4;
      if (central) buffer.writeUInt16LE(20, (at += 2) - 2); // version made by
      buffer.writeUInt16LE(20, at); // version needed
      buffer.writeUInt16LE(0, at + 2); // flags
      buffer.writeUInt16LE(8, at + 4); // deflate
      buffer.writeUInt32LE(0, at + 6); // time and date
      buffer.writeUInt32LE(crc, at + 10);
      buffer.writeUInt32LE(deflated.length, at + 14);
      buffer.writeUInt32LE(size, at + 18);
      buffer.writeUInt16LE(name.length, at + 22);
      if (central) buffer.writeUInt32LE(offset, 42);
      return buffer;
    };
    const local = Buffer.concat([header(0x04034b50, false), name, deflated]);
    centrals.push(Buffer.concat([header(0x02014b50, true), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
};

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Content types that name a Word document's main part: how `file-type` tells a DOCX from a zip. */
const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A small Word document whose content says so (a resume upload checks the type by content). */
export const wordDocx = (text = 'Ada Lovelace') =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(WORD_CONTENT_TYPES) },
    {
      name: 'word/document.xml',
      content: Buffer.from(
        `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ]);

/** A small, honest DOCX-shaped zip. */
export const honestDocx = () =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', content: Buffer.from('<w:document><w:body/></w:document>') },
  ]);

/**
 * A DOCX whose document part inflates to `inflatedMb` MiB. Its central directory tells the
 * truth, unless `declaredSize` is given: then it claims that size instead.
 */
export const zipBombDocx = ({
  inflatedMb = 300,
  declaredSize = undefined as number | undefined,
  /** Content types of a Word document, so that a check by content takes it for one. */
  isWord = false,
} = {}) => {
  const bomb = deflatedRun(inflatedMb, 0x20, true);
  return zip(
    [
      {
        name: '[Content_Types].xml',
        content: Buffer.from(isWord ? WORD_CONTENT_TYPES : CONTENT_TYPES),
      },
      {
        name: 'word/document.xml',
        content: Buffer.alloc(0),
        declaredSize: declaredSize ?? inflatedMb * MB,
      },
    ],
    new Map([['word/document.xml', bomb]]),
  );
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGBA PNG of `width` × `height`; its image data holds one row, whatever the size. */
export const pngDeclaring = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};
