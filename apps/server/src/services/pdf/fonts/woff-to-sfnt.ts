import { inflateSync } from 'node:zlib';

const HEADER = 44;
const ENTRY = 20;

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF: each table zlib-compressed
 * unless that would not shrink it). fontkit reads WOFF itself, but inflates its tables in plain
 * JavaScript again for every document; unwrapped once with Node's zlib, a font costs nothing more.
 */
export const woffToSfnt = (woff: Uint8Array): Uint8Array => {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font.');
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = HEADER + index * ENTRY;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compLength);
    return {
      tag: input.subarray(at, at + 4),
      checksum: input.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directorySize = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directorySize);
  const output = Buffer.alloc(size);
  input.copy(output, 0, 4, 8); // the flavor: TrueType or CFF
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    table.tag.copy(output, at);
    output.writeUInt32BE(table.checksum, at + 4);
    output.writeUInt32BE(offset, at + 8);
    output.writeUInt32BE(table.data.length, at + 12);
    Buffer.from(table.data).copy(output, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
};
