import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendCompletionCertificate } from './completion-certificate.ts';
import { extractPdfText } from './pdf-text.ts';
import { stampAndCertify } from './stamp-and-certify.ts';
import { renderTemplatePdf } from './template-pdf.ts';

/** A name in each script the product's languages write, as a candidate would type it. */
const NAMES = {
  pl: 'Łukasz Żółkiewski',
  ru: 'Иван Петров',
  el: 'Γιώργος Παπαδόπουλος',
  ar: 'محمد علي',
  // lam and alef print as one glyph (the lam-alef ligature), which must read back as two letters
  'ar, lam-alef': 'علاء صلاح',
  he: 'דוד לוי',
  hi: 'राजेश कुमार',
  th: 'สมชาย ใจดี',
  ja: '山田 さくら',
  zh: '王伟',
  ko: '김민준',
};

const facts = (signerName: string) => ({
  signerName,
  signerEmail: 'signer@example.com',
  signedAt: new Date('2026-01-15T09:00:00Z'),
  ip: '203.0.113.7',
  userAgent: 'vitest',
  documentName: `Offer letter — ${signerName}`,
  offerReference: 'ref-1',
  auditTrail: [{ at: new Date('2026-01-14T09:00:00Z'), action: 'sent', actor: signerName }],
  language: 'en' as const,
});

const blankPdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

describe.each(Object.entries(NAMES))('a PDF for a name written in %s', (_language, name) => {
  it('prints the name exactly in an offer letter', async () => {
    const bytes = await renderTemplatePdf(
      'Offer of employment\n\nDear {{name}},\n\nWe are pleased to offer you the position of {{position}}.',
      { name, position: `${name} — Engineer` },
    );
    const text = await extractPdfText(bytes);
    expect(text).toContain(`Dear ${name},`);
    expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it('prints the name exactly in the signature stamp', async () => {
    const signed = await stampAndCertify({
      original: await blankPdf(),
      signature: { fullName: name },
      facts: { ...facts(name), auditTrail: [] },
    });
    const document = await PDFDocument.load(signed);
    // the stamp alone: the first page, before the certificate
    const first = await PDFDocument.create();
    const [page] = await first.copyPages(document, [0]);
    first.addPage(page);
    const text = await extractPdfText(await first.save());
    expect(text).toContain(name);
    expect(text).toContain('Signed electronically');
  });

  it('prints the name exactly in the completion certificate', async () => {
    const document = await PDFDocument.load(await blankPdf());
    await appendCompletionCertificate(document, {
      ...facts(name),
      originalSha256: 'a'.repeat(64),
      signedSha256: 'b'.repeat(64),
    });
    const text = await extractPdfText(await document.save());
    expect(text).toContain('Certificate of completion');
    expect(text.split(name).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('?');
  });
});
