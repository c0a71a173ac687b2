import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pngDeclaring as png } from '../../test/hostile-files.ts';
import { signPdf } from './stamp-signature.ts';

const facts = {
  signerName: 'Ada Lovelace',
  signerEmail: 'ada@example.com',
  signedAt: new Date('2026-01-15T09:00:00Z'),
  ip: '203.0.113.7',
  userAgent: 'vitest',
  documentName: 'Offer letter',
  offerReference: 'ref',
  auditTrail: [],
  language: 'en' as const,
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
