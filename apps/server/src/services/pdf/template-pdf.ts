import { createPlaceholderFiller } from '@careers/shared';
import { createPdfWriter, LETTER } from './pdf-writer.ts';

export type TemplateFields = Record<string, string>;

const fillFields = createPlaceholderFiller({ prefix: '{{', suffix: '}}' });

/** Fills an employer's `{{name}}` placeholders with fields; unknown ones stay visible. */
export const fillTemplate = (template: string, fields: TemplateFields) =>
  fillFields(template, fields);

/**
 * A letter-size PDF from a text template: the first line is the title. Names and text print in
 * every script (the Noto fonts of pdf-fonts.ts), right-to-left lines aligned right.
 */
export const renderTemplatePdf = async (template: string, fields: TemplateFields) => {
  const pdf = await createPdfWriter({ layout: LETTER, blankLines: true });
  const [title = '', ...body] = fillTemplate(template, fields).split(/\r?\n/);
  await pdf.text(title, { size: 18, weight: 700, color: [0.1, 0.1, 0.2], gapAfter: 14 });
  await pdf.text(body.join('\n'), { size: 11 });
  return pdf.save(title);
};
