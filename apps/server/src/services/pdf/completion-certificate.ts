import { createHash } from 'node:crypto';
import type { Language } from '@careers/shared';
import type { PDFDocument } from 'pdf-lib';
import { formatDateTime } from '../i18n/intl-format.ts';
import { translatorFor } from '../i18n/server-i18n.ts';
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
  /** The signer's language and time zone: the stamp's and certificate's words and dates. */
  language: Language;
  timeZone?: string | null | undefined;
};

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const CERTIFICATE_PAGE: PageLayout = { width: 612, height: 792, margin: 54 };
const INK: [number, number, number] = [0.1, 0.1, 0.12];

/**
 * Appends the certificate of completion: signer, email, time, IP, user agent, the SHA-256 of the
 * original document and of the signed pages, and the offer's audit trail. Its labels are in the
 * signer's language; times are given in their language and zone, and in UTC (ISO 8601) as well.
 */
export const appendCompletionCertificate = async (
  signed: PDFDocument,
  facts: SigningFacts & { originalSha256: string; signedSha256: string },
) => {
  const t = translatorFor(facts.language);
  const signedAt = formatDateTime(facts.signedAt, facts.language, facts.timeZone ?? 'UTC');
  const pdf = await createPdfWriter({ document: signed, layout: CERTIFICATE_PAGE });
  await pdf.text(t('signedPdf.certificateTitle'), {
    size: 18,
    weight: 700,
    color: INK,
    gapAfter: 8,
  });
  const rows: [string, string][] = [
    [t('signedPdf.document'), facts.documentName],
    [t('signedPdf.offerReference'), facts.offerReference],
    [t('signedPdf.signer'), facts.signerName],
    [t('signedPdf.email'), facts.signerEmail],
    [t('signedPdf.signedAt'), `${signedAt} (${facts.signedAt.toISOString()})`],
    [t('signedPdf.ipAddress'), facts.ip],
    [t('signedPdf.userAgent'), facts.userAgent || t('signedPdf.unknown')],
    [t('signedPdf.originalHash'), facts.originalSha256],
    [t('signedPdf.signedHash'), facts.signedSha256],
  ];
  for (const [label, value] of rows) {
    await pdf.text(label, { size: 10, weight: 700, color: INK });
    await pdf.text(value, { size: 10, color: INK, gapAfter: 4 });
  }
  pdf.gap(8);
  await pdf.text(t('signedPdf.auditTrail'), { size: 13, weight: 700, color: INK });
  for (const event of facts.auditTrail) {
    const detail = event.detail ? ` (${event.detail})` : '';
    const line = t('signedPdf.auditLine', { action: event.action, actor: event.actor });
    await pdf.text(`${event.at.toISOString()}  ${line}${detail}`, { size: 9, color: INK });
  }
};
