import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { signPdf } from './stamp-signature.ts';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGBA PNG of `width` × `height`; its image data holds one row, whatever the size. */
const png = (width: number, height: number) => {
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

const facts = {
  signerName: 'Ada Lovelace',
  signerEmail: 'ada@example.com',
  signedAt: new Date('2026-01-15T09:00:00Z'),
  ip: '203.0.113.7',
  userAgent: 'vitest',
  documentName: 'Offer letter',
  offerReference: 'ref',
  auditTrail: [],
};

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

describe('signPdf', () => {
  it('stamps a drawn signature of honest size and appends the certificate', async () => {
    const signed = await signPdf({
      original: await onePagePdf(),
      signature: { fullName: 'Ada Lovelace', drawnPng: png(300, 1) },
      facts,
    });
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(2);
  });

  it('refuses a drawn signature declaring 8000 × 8000 pixels before decoding it', async () => {
    await expect(
      signPdf({
        original: await onePagePdf(),
        signature: { fullName: 'Ada Lovelace', drawnPng: png(8000, 8000) },
        facts,
      }),
    ).rejects.toMatchObject({ status: 422, code: 'file_too_complex' });
  });
});
