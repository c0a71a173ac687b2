import { createHash } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import { createPdfWriter, type PageLayout } from './pdf-writer.ts';

export type CertificateAuditLine = { at: Date; action: string; actor: string; detail?: string };

export type SigningFacts = {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentName: string;
  offerReference: string;
  auditTrail: CertificateAuditLine[];
};

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const CERTIFICATE_PAGE: PageLayout = { width: 612, height: 792, margin: 54 };
const INK: [number, number, number] = [0.1, 0.1, 0.12];

/**
 * Appends the certificate of completion: signer, email, time, IP, user agent, the SHA-256 of the
 * original document and of the signed pages, and the offer's audit trail.
 */
export const appendCompletionCertificate = async (
  signed: PDFDocument,
  facts: SigningFacts & { originalSha256: string; signedSha256: string },
) => {
  const pdf = await createPdfWriter({ document: signed, layout: CERTIFICATE_PAGE });
  await pdf.text('Certificate of completion', { size: 18, weight: 700, color: INK, gapAfter: 8 });
  const rows: [string, string][] = [
    ['Document', facts.documentName],
    ['Offer reference', facts.offerReference],
    ['Signer', facts.signerName],
    ['Email', facts.signerEmail],
    ['Signed at (UTC)', facts.signedAt.toISOString()],
    ['IP address', facts.ip],
    ['User agent', facts.userAgent || 'unknown'],
    ['SHA-256 of the original document', facts.originalSha256],
    ['SHA-256 of the signed document (pages before this certificate)', facts.signedSha256],
  ];
  for (const [label, value] of rows) {
    await pdf.text(label, { size: 10, weight: 700, color: INK });
    await pdf.text(value, { size: 10, color: INK, gapAfter: 4 });
  }
  pdf.gap(8);
  await pdf.text('Audit trail', { size: 13, weight: 700, color: INK });
  for (const event of facts.auditTrail) {
    const detail = event.detail ? ` (${event.detail})` : '';
    await pdf.text(`${event.at.toISOString()}  ${event.action} by ${event.actor}${detail}`, {
      size: 9,
      color: INK,
    });
  }
};
