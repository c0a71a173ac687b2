import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { renderTemplatePdf, type TemplateFields } from '../../services/pdf/template-pdf.ts';
import { loadValidPdf } from '../../services/pdf/validate-pdf.ts';

/** The PDF of an employer's document: an uploaded PDF (base64) or one rendered from a template. */
export const documentPdfBytes = async (
  source: { pdf_base64?: string | undefined; template?: string | undefined },
  fields: TemplateFields,
): Promise<Uint8Array> => {
  if (source.template) return renderTemplatePdf(source.template, fields);
  if (!source.pdf_base64) throw badRequest('Give either pdf_base64 or template.');
  const bytes = new Uint8Array(Buffer.from(source.pdf_base64, 'base64'));
  await loadValidPdf(bytes);
  return bytes;
};

export const saveDocumentPdf = (
  deps: AppDeps,
  owner: { tenantId: number; candidateId: number },
  name: string,
  content: Uint8Array,
) =>
  deps.files.save({
    tenantId: owner.tenantId,
    candidateId: owner.candidateId,
    name: `${name}.pdf`,
    contentType: 'application/pdf',
    content,
  });
