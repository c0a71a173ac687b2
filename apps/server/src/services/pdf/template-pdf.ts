import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { winAnsiSafe, wrapText } from './pdf-text.ts';

export type TemplateFields = Record<string, string>;

/** Replaces `{{name}}` placeholders (no braces inside) with fields; unknown ones stay visible. */
export const fillTemplate = (template: string, fields: TemplateFields) =>
  template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole);

/** A letter-size PDF from a text template: the first line is the title. */
export const renderTemplatePdf = async (template: string, fields: TemplateFields) => {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const [title = '', ...body] = fillTemplate(template, fields).split(/\r?\n/);
  let page = document.addPage([612, 792]);
  let y = 792 - 72;
  page.drawText(winAnsiSafe(title), { x: 72, y, size: 18, font: bold, color: rgb(0.1, 0.1, 0.2) });
  y -= 32;
  for (const line of wrapText(body.join('\n'), 85).map(winAnsiSafe)) {
    if (y < 120) {
      page = document.addPage([612, 792]);
      y = 792 - 72;
    }
    page.drawText(line, { x: 72, y, size: 11, font: regular });
    y -= 16;
  }
  return document.save();
};
