import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FontWeight } from './font-files.ts';
import { fontkit } from './fontkit.ts';
import { splitRuns, visualOrder, type TextRun } from './text-runs.ts';

export type TextStyle = {
  size: number;
  weight?: FontWeight;
  color?: [number, number, number];
  gapAfter?: number;
};

/** What pdf-lib's subsetting embedder keeps of each glyph it printed (not in its public types). */
type GlyphRecorder = {
  glyphs: ({ codePoints: number[] } | undefined)[];
  encodeText: (text: string) => unknown;
};

/**
 * A right-to-left font's glyphs for several letters (Arabic's lam-alef) read back in logical
 * order. A text extractor reads the glyphs of a right-to-left run in the order they were drawn,
 * right to left, and reverses the run, the letters of each glyph included; so such a glyph's
 * letters are recorded reversed ('alef, lam'), to come back out as they were typed ('lam, alef').
 */
const recordLigaturesForRtl = (font: PDFFont) => {
  const embedder = (font as unknown as { embedder: GlyphRecorder }).embedder;
  const reversed = new WeakSet<object>();
  const encodeText = embedder.encodeText.bind(embedder);
  embedder.encodeText = (text) => {
    const encoded = encodeText(text);
    for (const glyph of embedder.glyphs) {
      if (!glyph || glyph.codePoints.length < 2 || reversed.has(glyph)) continue;
      glyph.codePoints = [...glyph.codePoints].reverse();
      reversed.add(glyph);
    }
    return encoded;
  };
  return font;
};

/**
 * The Noto fonts of one document: each font file embedded once (subsetted to the glyphs used)
 * when a run first needs it, and each piece of text measured once per style (fontkit lays text
 * out on every measure).
 */
export const createPdfFonts = (document: PDFDocument) => {
  document.registerFontkit(fontkit);
  const fonts = new Map<string, Promise<PDFFont>>();
  const fontOf = (run: TextRun, weight: FontWeight) => {
    const key = `${run.file.key}@${weight}`;
    let font = fonts.get(key);
    if (!font) {
      font = document.embedFont(run.file.bytes(weight), { subset: true });
      if (run.file.isRtl) font = font.then(recordLigaturesForRtl);
      fonts.set(key, font);
    }
    return font;
  };

  const widths = new Map<string, number>();
  const widthOf = async (text: string, style: TextStyle) => {
    const key = `${style.size}/${style.weight ?? 400}/${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of splitRuns(text))
        width += (await fontOf(run, style.weight ?? 400)).widthOfTextAtSize(run.text, style.size);
      widths.set(key, width);
    }
    return width;
  };

  /**
   * Draws one line at (x, y) in the fonts of its scripts, runs in visual order; a right-to-left
   * line is aligned to the right of `width` when one is given.
   */
  const drawLine = async (
    page: PDFPage,
    line: string,
    at: { x: number; y: number; width?: number },
    style: TextStyle,
  ) => {
    const { runs, isRtl } = visualOrder(splitRuns(line));
    const weight = style.weight ?? 400;
    let x = isRtl && at.width !== undefined ? at.x + at.width - (await widthOf(line, style)) : at.x;
    for (const run of runs) {
      const font = await fontOf(run, weight);
      page.drawText(run.text, {
        x,
        y: at.y,
        size: style.size,
        font,
        color: rgb(...(style.color ?? [0.1, 0.1, 0.1])),
      });
      x += font.widthOfTextAtSize(run.text, style.size);
    }
  };

  return { widthOf, drawLine };
};
