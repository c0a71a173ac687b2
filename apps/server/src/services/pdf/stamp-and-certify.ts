import { PDFDocument, rgb } from 'pdf-lib';
import {
  appendCompletionCertificate,
  sha256Hex,
  type SigningFacts,
} from './completion-certificate.ts';
import { createPdfFonts } from './fonts/pdf-fonts.ts';
import { formatDate } from '../i18n/intl-format.ts';
import { translatorFor } from '../i18n/server-i18n.ts';

export type SignatureInput = { fullName: string; drawnPng?: Uint8Array | undefined };

/** The width the stamp's lines fit in (its box is 272 points wide, 8 of padding each side). */
const STAMP_WIDTH = 256;

export type StampInput = {
  original: Uint8Array;
  base?: Uint8Array | undefined;
  signature?: SignatureInput | undefined;
  facts: SigningFacts;
};

/**
 * Signs a PDF (in the parse worker: the bytes come from people): stamps the signature (the drawn
 * image if any, the typed full name and the date, in the signer's language) on the last page,
 * then appends the completion certificate. `original` is what the candidate
 * was sent; `base` is what gets signed (the original, or the candidate's uploaded signed copy).
 */
export const stampAndCertify = async (input: StampInput): Promise<Uint8Array> => {
  const document = await PDFDocument.load(input.base ?? input.original);
  if (input.signature) {
    const { language, timeZone } = input.facts;
    const t = translatorFor(language);
    const fonts = createPdfFonts(document);
    const page = document.getPage(document.getPageCount() - 1);
    const { width } = page.getSize();
    const x = Math.max(36, width - 300);
    let y = 60;
    page.drawRectangle({
      x: x - 8,
      y: y - 14,
      width: 272,
      height: input.signature.drawnPng ? 112 : 66,
      color: rgb(1, 1, 1),
      borderColor: rgb(0.4, 0.4, 0.45),
      borderWidth: 0.5,
    });
    await fonts.drawLine(
      page,
      t('signedPdf.stampDate', { date: formatDate(input.facts.signedAt, language, timeZone) }),
      { x, y: y - 6, width: STAMP_WIDTH },
      { size: 9 },
    );
    y += 8;
    // the typed name in the fonts of its script, smaller when it would overflow the stamp
    const name = input.signature.fullName;
    const nameSize = Math.max(
      8,
      Math.min(16, (16 * STAMP_WIDTH) / (await fonts.widthOf(name, { size: 16 }))),
    );
    await fonts.drawLine(page, name, { x, y, width: STAMP_WIDTH }, { size: nameSize });
    if (input.signature.drawnPng) {
      const image = await document.embedPng(input.signature.drawnPng);
      const scaled = image.scaleToFit(240, 44);
      page.drawImage(image, { x, y: y + 20, width: scaled.width, height: scaled.height });
    }
    await fonts.drawLine(
      page,
      t('signedPdf.signedElectronically'),
      { x, y: y + (input.signature.drawnPng ? 68 : 22), width: STAMP_WIDTH },
      { size: 8, color: [0.35, 0.35, 0.4] },
    );
  }
  const stamped = await document.save();
  const certified = await PDFDocument.load(stamped);
  await appendCompletionCertificate(certified, {
    ...input.facts,
    originalSha256: sha256Hex(input.original),
    signedSha256: sha256Hex(stamped),
  });
  return certified.save();
};
