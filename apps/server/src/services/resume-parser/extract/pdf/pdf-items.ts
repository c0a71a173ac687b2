import { getDocumentProxy } from 'unpdf';
import { normalizeLineText } from '../normalize-text.ts';
import { visualItemText } from './bidi-order.ts';

/** A piece of text on a page, in PDF units (origin bottom left), with its font's size and weight. */
export type PdfItem = {
  /** In the order its glyphs stand on the page, left to right (right-to-left text too). */
  text: string;
  x0: number;
  x1: number;
  /** The baseline. */
  y: number;
  size: number;
  isBold: boolean;
};
export type PdfPage = { width: number; height: number; items: PdfItem[] };

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPageProxy = Awaited<ReturnType<PdfDocument['getPage']>>;
type TextItem = {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  fontName: string;
};

/** A resume longer than this is read as far as here: the fields sit on the first pages. */
const MAX_PAGES = 8;

/**
 * Bold by the font's own name, as every PDF producer writes it: Helvetica-Bold, NotoSans-SemiBold,
 * Arial,Bold, Calibri Bold, TeX's CMBX10 and LMRoman10-Bold, Black and Heavy weights.
 */
const BOLD_FONT = /bold|black|heavy|semibd|demi|[-,+ ]bd\b|cmbx|cmssbx|lmbx|sfbx|\bbx\d|-b$/i;

const fontNameOf = (page: PdfPageProxy, fontName: string): string => {
  try {
    const font = page.commonObjs.get(fontName) as { name?: string } | null;
    return font?.name ?? '';
  } catch {
    // a font pdf.js did not load (a Type 3 font, a damaged one): its weight is unknown
    return '';
  }
};

const readPage = async (page: PdfPageProxy): Promise<PdfPage> => {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
  const content = await page.getTextContent();
  // Drawing the page's operators loads its fonts, whose names say their weight.
  await page.getOperatorList();
  const bold = new Map<string, boolean>();
  const items: PdfItem[] = [];
  for (const raw of content.items as TextItem[]) {
    if (!('str' in raw)) continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = raw.transform;
    // Text set vertically (a rotated label along a sidebar) is decoration, not a line to read;
    // text slanted on its baseline is italic (LibreOffice slants a font that has no italic).
    if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d)) continue;
    const text = visualItemText(normalizeLineText(raw.str, false), raw.dir === 'rtl');
    if (!text) continue;
    if (!bold.has(raw.fontName))
      bold.set(raw.fontName, BOLD_FONT.test(fontNameOf(page, raw.fontName)));
    items.push({
      text: raw.str.startsWith(' ') ? ` ${text}` : text,
      x0: x - x0,
      x1: x - x0 + raw.width,
      y: y - y0,
      // the glyphs' height across the baseline, a slant left out
      size: Math.round((Math.abs(a * d - b * c) / (Math.hypot(a, b) || 1)) * 10) / 10 || 10,
      isBold: bold.get(raw.fontName) ?? false,
    });
  }
  return { width: x1 - x0, height: y1 - y0, items };
};

/**
 * A PDF's pages with their text items. Null when the PDF cannot be opened (damaged, or protected
 * by a password).
 */
export const readPdfPages = async (bytes: Uint8Array): Promise<PdfPage[] | null> => {
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return null;
  }
  try {
    const pages: PdfPage[] = [];
    for (let index = 1; index <= Math.min(document.numPages, MAX_PAGES); index += 1)
      pages.push(await readPage(await document.getPage(index)));
    return pages;
  } catch {
    return null;
  } finally {
    await document.cleanup();
  }
};
