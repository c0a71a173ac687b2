import { crc32, deflateRawSync } from 'node:zlib';

/** A part of an office package. `declaredSize` makes the zip lie about its inflated size. */
export type ZipPart = {
  name: string;
  content: string | Uint8Array;
  /** Stored as it is rather than deflated, as an ODF package's `mimetype` must be. */
  isStored?: boolean;
  declaredSize?: number;
};

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const UTF8_NAMES = 0x0800;

/**
 * A zip as Word and LibreOffice write one: local headers with the sizes in them (no data
 * descriptors), then one central directory. Parts are deflated unless stored, in the given
 * order, so a `mimetype` listed first is the package's first entry.
 */
export const writeZip = (parts: readonly ZipPart[]): Uint8Array => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const content = Buffer.from(part.content);
    const data = part.isStored ? content : deflateRawSync(content);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0, deflate
      header.writeUInt16LE(UTF8_NAMES, at + 2);
      header.writeUInt16LE(part.isStored ? 0 : 8, at + 4);
      header.writeUInt32LE(0x00210000, at + 6); // 1980-01-01 00:00
      header.writeUInt32LE(crc32(content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(part.declaredSize ?? content.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
};

const MB = 1024 * 1024;

/** `mb` MiB of spaces: deflated, about a thousandth of that. */
export const spaces = (mb: number) => Buffer.alloc(mb * MB, 0x20);
