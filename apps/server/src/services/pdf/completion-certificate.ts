import { createHash } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import { StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsiSafe, wrapText } from './pdf-text.ts';

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

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const LINE = 14;

type Writer = { page: PDFPage; y: number };

const writeLines = (
  document: PDFDocument,
  writer: Writer,
  font: PDFFont,
  text: string,
  size = 10,
  width = 95,
) => {
  for (const line of wrapText(text, width).map(winAnsiSafe)) {
    if (writer.y < MARGIN + LINE) {
      writer.page = document.addPage(PAGE);
      writer.y = PAGE[1] - MARGIN;
    }
    writer.page.drawText(line, { x: MARGIN, y: writer.y, size, font, color: rgb(0.1, 0.1, 0.12) });
    writer.y -= size + 4;
  }
};

/**
 * Appends the certificate of completion: signer, email, time, IP, user agent, the SHA-256 of the
 * original document and of the signed pages, and the offer's audit trail.
 */
export const appendCompletionCertificate = async (
  signed: PDFDocument,
  facts: SigningFacts & { originalSha256: string; signedSha256: string },
) => {
  const regular = await signed.embedFont(StandardFonts.Helvetica);
  const bold = await signed.embedFont(StandardFonts.HelveticaBold);
  const writer: Writer = { page: signed.addPage(PAGE), y: PAGE[1] - MARGIN };
  writeLines(signed, writer, bold, 'Certificate of completion', 18);
  writer.y -= 8;
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
    writeLines(signed, writer, bold, label, 10);
    writeLines(signed, writer, regular, value, 10);
    writer.y -= 4;
  }
  writer.y -= 8;
  writeLines(signed, writer, bold, 'Audit trail', 13);
  for (const event of facts.auditTrail) {
    const detail = event.detail ? ` (${event.detail})` : '';
    writeLines(
      signed,
      writer,
      regular,
      `${event.at.toISOString()}  ${event.action} by ${event.actor}${detail}`,
      9,
      105,
    );
  }
};
