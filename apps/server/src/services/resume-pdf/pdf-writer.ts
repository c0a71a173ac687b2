import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FontWeight } from './font-files.ts';
import { fontkit } from './fontkit.ts';
import { splitRuns, visualOrder, type TextRun } from './text-runs.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 50;
const WIDTH = PAGE.width - 2 * MARGIN;

export type TextStyle = {
  size: number;
  weight?: FontWeight;
  color?: [number, number, number];
  gapAfter?: number;
};

/**
 * Writes text top to bottom on A4 pages with the Noto fonts: each run of a line in the font file
 * that has its characters (embedded once per document, subsetted to the glyphs used), lines
 * wrapped at spaces (or between characters for scripts written without spaces), right-to-left
 * lines aligned right, a new page when one is full.
 */
export const createPdfWriter = async () => {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const fonts = new Map<string, Promise<PDFFont>>();
  const fontOf = (run: TextRun, weight: FontWeight) => {
    const key = `${run.file.key}@${weight}`;
    let font = fonts.get(key);
    if (!font) {
      font = document.embedFont(run.file.bytes(weight), { subset: true });
      fonts.set(key, font);
    }
    return font;
  };
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  // fontkit lays text out on every measure: each piece is measured once per style
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
   * Breaks a paragraph into lines that fit the page width, adding up the widths of its words
   * (each measured once); a word wider than the page (Chinese has no spaces) is broken between
   * characters.
   */
  const wrap = async (paragraph: string, style: TextStyle): Promise<string[]> => {
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    const push = () => {
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const word of paragraph.split(/(?<=\s)/u)) {
      const wordWidth = await widthOf(word.trimEnd(), style);
      if (line && lineWidth + wordWidth > WIDTH) push();
      if (wordWidth <= WIDTH) {
        line += word;
        lineWidth += await widthOf(word, style);
        continue;
      }
      for (const char of word) {
        const charWidth = await widthOf(char, style);
        if (line && lineWidth + charWidth > WIDTH) push();
        line += char;
        lineWidth += charWidth;
      }
    }
    push();
    return lines;
  };

  const drawLine = async (line: string, style: TextStyle) => {
    const lineHeight = style.size * 1.45;
    if (y - lineHeight < MARGIN) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    y -= lineHeight;
    const { runs, isRtl } = visualOrder(splitRuns(line));
    const weight = style.weight ?? 400;
    let x = isRtl ? MARGIN + WIDTH - (await widthOf(line, style)) : MARGIN;
    for (const run of runs) {
      const font = await fontOf(run, weight);
      page.drawText(run.text, {
        x,
        y,
        size: style.size,
        font,
        color: rgb(...(style.color ?? [0.1, 0.1, 0.1])),
      });
      x += font.widthOfTextAtSize(run.text, style.size);
    }
  };

  return {
    /** Writes a paragraph (new lines kept), wrapped to the page. */
    text: async (text: string, style: TextStyle) => {
      for (const paragraph of text.split(/\r?\n/))
        for (const line of await wrap(paragraph, style)) await drawLine(line, style);
      y -= style.gapAfter ?? 0;
    },
    gap: (points: number) => {
      y -= points;
    },
    rule: () => {
      y -= 4;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + WIDTH, y },
        thickness: 0.5,
        color: rgb(0.75, 0.75, 0.75),
      });
      y -= 6;
    },
    save: (title: string) => {
      document.setTitle(title);
      document.setCreator('Careers');
      return document.save();
    },
  };
};
