// The parse pool's tasks (see parse-pool.ts), run by name in its worker thread (parse-worker.ts).
import { inspectDocx, type DocxInspection } from '../docx/inspect-docx.ts';
import { inspectPdf, type PdfInspection } from '../pdf/inspect-pdf.ts';
import { pngPixelCount } from '../pdf/png-pixels.ts';
import { stampAndCertify, type StampInput } from '../pdf/stamp-and-certify.ts';
import { inspectOdt, type OdtInspection } from '../resume-parser/extract/office/inspect-odt.ts';
import { parseResume as parseResumeHere } from '../resume-parser/parse-resume.ts';
import type { ParsedResume, ResumeInput } from '../resume-parser/parsed-resume.ts';
import { renderResumePdf as renderResume } from '../resume-pdf/render-resume-pdf.ts';
import type { Profile } from '@careers/shared';
import { PARSE_LIMITS } from './parse-limits.ts';
import { pdfDecodeBudget, resetPdfDecodeBudget } from './pdf-decode-cap.ts';

type TooComplex = { status: 'too_complex' };

/** Runs `read` under a fresh decode budget; running out wins over whatever `read` made of it. */
const withinDecodeBudget = async <T>(read: () => Promise<T>): Promise<T | TooComplex> => {
  resetPdfDecodeBudget(PARSE_LIMITS.pdfDecodedBytes);
  try {
    const result = await read();
    return pdfDecodeBudget.isExceeded ? { status: 'too_complex' } : result;
  } catch (error) {
    if (pdfDecodeBudget.isExceeded) return { status: 'too_complex' };
    throw error;
  }
};

export const validatePdf = (bytes: Uint8Array): Promise<PdfInspection | TooComplex> =>
  withinDecodeBudget(() => inspectPdf(bytes));

export const signPdf = async (
  input: StampInput,
): Promise<{ status: 'signed'; bytes: Uint8Array } | TooComplex> => {
  const png = input.signature?.drawnPng;
  if (png && pngPixelCount(png) > PARSE_LIMITS.signaturePngPixels) return { status: 'too_complex' };
  return withinDecodeBudget(async () => ({
    status: 'signed' as const,
    bytes: await stampAndCertify(input),
  }));
};

export const checkDocx = (bytes: Uint8Array): Promise<DocxInspection> =>
  inspectDocx(bytes, {
    maxUncompressedBytes: PARSE_LIMITS.docxUncompressedBytes,
    maxEntries: PARSE_LIMITS.docxEntries,
  });

export const checkOdt = (bytes: Uint8Array): Promise<OdtInspection> => inspectOdt(bytes);

/** A resume's text and fields (resume-parser); pdf.js bounds its own decoding, the DOCX is checked first. */
export const parseResume = (input: ResumeInput): Promise<ParsedResume> => parseResumeHere(input);
/** A profile's PDF resume (issue 12): shaping and subsetting the fonts stay off the event loop. */
export const renderResumePdf = (input: {
  profile: Profile;
  language?: string | undefined;
}): Promise<Uint8Array> => renderResume(input);
