import {
  checkFileRule,
  FORM_FILE_MAX_BYTES,
  FORM_FILE_PART,
  type FormItem,
  type StoredFormFile,
} from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { checkFileContent } from '../../services/files/check-file-content.ts';
import {
  fileTooLarge,
  readFileUpload,
  uploadBodyLimitFor,
} from '../../services/files/read-file-upload.ts';
import { fileFieldItems } from './answer-file-values.ts';
import type { LoadedForm } from './find-form.ts';
import type { FileOwner } from './prepare-answer-files.ts';

/** The body limit of the answer-file upload routes. */
export const ANSWER_FILE_BODY_LIMIT = uploadBodyLimitFor(FORM_FILE_MAX_BYTES);

const MEGABYTE = 1024 * 1024;

/**
 * The most one file of the field may hold (its own `maxFileSizeMB` rule, within the global cap),
 * and the refusal past it: the rule's own message beside the field.
 */
const sizeLimitOf = (item: FormItem, field: string) => {
  const rule = item.rules?.find((candidate) => candidate.type === 'maxFileSizeMB');
  const maxBytes = Math.min(FORM_FILE_MAX_BYTES, rule ? rule.value * MEGABYTE : Infinity);
  // refused by its declared length, before a byte is read, the file has no name yet
  const tooLarge = (fileName: string) => {
    const ruled = rule && fileName && checkFileRule([{ name: fileName, size: maxBytes + 1 }], rule);
    if (!ruled) return fileTooLarge(maxBytes, field);
    return new AppError(413, 'file_too_large', ruled.message, {
      fields: { [field]: ruled.message },
    });
  };
  return { maxBytes, tooLarge };
};

/**
 * The one way a file gets into answers (forms, drafts, applications): streamed in and counted on
 * the bytes received against the field's size limit, typed from its content against the field's
 * accepted types, a PDF or DOCX opened in the parse pool within its limits, and stored only after
 * every check, as the owner's. The answers then name it by the returned `fileId`; one they never
 * name is removed by the orphaned-files job.
 */
export const receiveAnswerFile = async (
  deps: Pick<AppDeps, 'files'>,
  request: FastifyRequest,
  { loaded, owner, field }: { loaded: LoadedForm; owner: FileOwner; field: string },
): Promise<StoredFormFile> => {
  const item = fileFieldItems(loaded.form.definition).find((candidate) => candidate.name === field);
  if (!item) throw badRequest(`The form has no file field "${field}".`);
  const { fileName, bytes } = await readFileUpload(request, {
    part: FORM_FILE_PART,
    field,
    ...sizeLimitOf(item, field),
  });
  const detected = await checkFileContent(
    { name: fileName, bytes, accept: item.fileUploadOptions?.accept },
    field,
  );
  const stored = await deps.files.save({
    tenantId: owner.tenantId,
    candidateId: owner.candidateId,
    name: fileName,
    contentType: detected.mime,
    content: bytes,
  });
  return { fileId: stored.id, name: stored.name, size: stored.size, type: stored.contentType };
};
