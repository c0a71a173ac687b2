import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocLine, ResumeDocument } from './resume-document.ts';

const require = createRequire(import.meta.url);
const regularBytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const boldBytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

type Column = { x: number; width: number };
type Pen = { page: PDFPage; y: number };

const SIZE = 10;
const LEADING = 14;

const wrap = (text: string, font: PDFFont, size: number, width: number) => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return [...lines, current];
};

/** A resume as a PDF (DejaVu Sans, so every European script prints): columns and tables drawn where they are. */
export const renderPdf = async (document: ResumeDocument): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const newPen = (): Pen => ({ page: pdf.addPage([595, 842]), y: 800 });
  const draw = (pen: Pen, line: DocLine, column: Column) => {
    if (pen.y < 50) Object.assign(pen, newPen());
    const font = line.style === 'heading' || line.style === 'name' ? bold : regular;
    const size = line.style === 'name' ? 18 : line.style === 'heading' ? 12 : SIZE;
    if (line.style === 'heading') pen.y -= 6;
    if (line.style === 'row') {
      const widths = [column.width * 0.3, column.width * 0.35, column.width * 0.35];
      let x = column.x;
      line.cells.forEach((text, index) => {
        pen.page.drawText(text, { x, y: pen.y, size, font });
        x += widths[index]!;
      });
    } else if (line.cells.length > 1) {
      pen.page.drawText(line.cells[0]!, { x: column.x, y: pen.y, size, font });
      const right = line.cells[1]!;
      pen.page.drawText(right, {
        x: column.x + column.width - font.widthOfTextAtSize(right, size),
        y: pen.y,
        size,
        font,
      });
    } else {
      const indent = line.style === 'bullet' ? 10 : 0;
      wrap(line.cells[0]!, font, size, column.width - indent).forEach((text, index) => {
        if (index > 0) pen.y -= LEADING;
        if (index === 0 && indent) pen.page.drawText('•', { x: column.x, y: pen.y, size, font });
        pen.page.drawText(text, { x: column.x + indent, y: pen.y, size, font });
      });
    }
    pen.y -= line.style === 'name' ? 24 : LEADING;
  };
  const pen = newPen();
  for (const line of document.top) draw(pen, line, { x: 40, width: 515 });
  if (document.layout === 'two-column') {
    const top = { page: pen.page, y: pen.y - 8 };
    const side = { ...top };
    for (const line of document.side) draw(side, line, { x: 40, width: 150 });
    const main = { ...top };
    for (const line of document.main) draw(main, line, { x: 220, width: 335 });
  } else {
    pen.y -= 8;
    for (const line of document.main) draw(pen, line, { x: 40, width: 515 });
  }
  return pdf.save();
};
