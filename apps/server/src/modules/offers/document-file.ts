import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import type { SaveFileInput } from '../../services/files/file-store.ts';
import { renderTemplatePdf, type TemplateFields } from '../../services/pdf/template-pdf.ts';
import { readOfferDocumentFile } from './offer-document-upload.ts';

/**
 * The PDF of an employer's document: one the employer uploaded (checked when it was received,
 * named by `file_id`) or one rendered from a template.
 */
export const documentPdfBytes = async (
  deps: Pick<AppDeps, 'files'>,
  {
    tenantId,
    source,
    fields,
  }: {
    tenantId: number;
    source: { file_id?: string | undefined; template?: string | undefined };
    fields: TemplateFields;
  },
): Promise<Uint8Array> => {
  if (source.template) return renderTemplatePdf(source.template, fields);
  if (!source.file_id) throw badRequest('Give either file_id or template.');
  return readOfferDocumentFile(deps, { tenantId, fileId: source.file_id });
};

/** Removes the employer's uploads an offer took, once its documents hold copies of their own. */
export const removeTakenUploads = async (
  deps: Pick<AppDeps, 'files'>,
  tenantId: number,
  sources: { file_id?: string | undefined }[],
) => {
  const taken = new Set(sources.flatMap((source) => (source.file_id ? [source.file_id] : [])));
  for (const fileId of taken) await deps.files.remove(tenantId, fileId);
};

/** The stored file of a document's PDF, owned by the candidate the offer is for. */
export const documentPdfFile = (
  owner: { tenantId: number; candidateId: number },
  name: string,
  content: Uint8Array,
): SaveFileInput => ({
  tenantId: owner.tenantId,
  candidateId: owner.candidateId,
  name: `${name}.pdf`,
  contentType: 'application/pdf',
  content,
});
