import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { createPdfFonts, type TextStyle } from './fonts/pdf-fonts.ts';

export type { TextStyle } from './fonts/pdf-fonts.ts';

export type PageLayout = { width: number; height: number; margin: number };
export const A4: PageLayout = { width: 595.28, height: 841.89, margin: 50 };
export const LETTER: PageLayout = { width: 612, height: 792, margin: 72 };

/**
 * Writes text top to bottom on pages with the Noto fonts (see pdf-fonts.ts): lines wrapped at
 * spaces (or between characters for scripts written without spaces), right-to-left lines aligned
 * right, a new page when one is full. It writes a new document, or appends pages to `document`.
 */
export const createPdfWriter = async ({
  document: given,
  layout = A4,
  blankLines = false,
}: {
  document?: PDFDocument;
  layout?: PageLayout;
  /** Whether a blank line of a paragraph keeps its height (a letter's paragraphs). */
  blankLines?: boolean;
} = {}) => {
  const document = given ?? (await PDFDocument.create());
  const fonts = createPdfFonts(document);
  const width = layout.width - 2 * layout.margin;
  let page: PDFPage = document.addPage([layout.width, layout.height]);
  let y = layout.height - layout.margin;

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
      const wordWidth = await fonts.widthOf(word.trimEnd(), style);
      if (line && lineWidth + wordWidth > width) push();
      if (wordWidth <= width) {
        line += word;
        lineWidth += await fonts.widthOf(word, style);
        continue;
      }
      for (const char of word) {
        const charWidth = await fonts.widthOf(char, style);
        if (line && lineWidth + charWidth > width) push();
        line += char;
        lineWidth += charWidth;
      }
    }
    push();
    return lines;
  };

  const drawLine = async (line: string, style: TextStyle) => {
    const lineHeight = style.size * 1.45;
    if (y - lineHeight < layout.margin) {
      page = document.addPage([layout.width, layout.height]);
      y = layout.height - layout.margin;
    }
    y -= lineHeight;
    await fonts.drawLine(page, line, { x: layout.margin, y, width }, style);
  };

  return {
    /** Writes a paragraph (new lines kept), wrapped to the page. */
    text: async (text: string, style: TextStyle) => {
      for (const paragraph of text.split(/\r?\n/)) {
        const lines = await wrap(paragraph, style);
        if (lines.length === 0 && blankLines) y -= style.size * 1.45;
        for (const line of lines) await drawLine(line, style);
      }
      y -= style.gapAfter ?? 0;
    },
    gap: (points: number) => {
      y -= points;
    },
    rule: () => {
      y -= 4;
      page.drawLine({
        start: { x: layout.margin, y },
        end: { x: layout.margin + width, y },
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
