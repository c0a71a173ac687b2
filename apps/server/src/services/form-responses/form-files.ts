import { isFileType, listItems, type FormAnswers, type FormDefinition } from '@careers/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest } from '../../http/app-error.ts';

/** No single uploaded file may be larger than this, whatever a form's own rules allow. */
export const MAX_FORM_FILE_BYTES = 10 * 1024 * 1024;
/** Answers carry uploaded files as base64: room for a few files of up to 10 MB each. */
export const ANSWERS_BODY_LIMIT = 40 * 1024 * 1024;

const fileValueSchema = z.object({
  uid: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().nonnegative(),
  type: z.string().max(200),
  lastModified: z.number(),
  webkitRelativePath: z.string().max(1000).default(''),
  content: z.string().optional(),
  fileId: z.uuid().optional(),
  status: z.literal('done').default('done'),
});
type FileValue = z.infer<typeof fileValueSchema>;

type Owner = { tenantId: number; candidateId: number | null };

const fileFieldNames = (definition: FormDefinition) =>
  listItems(definition)
    .filter((item) => isFileType(item.type))
    .map((item) => item.name);

const decode = (fieldName: string, file: FileValue): Uint8Array => {
  const content = file.content ?? '';
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content))
    throw badRequest(`${file.name} is not base64 content.`, {
      [fieldName]: 'File could not be uploaded',
    });
  const bytes = Buffer.from(content, 'base64');
  if (bytes.byteLength > MAX_FORM_FILE_BYTES)
    throw new AppError(413, 'payload_too_large', `${file.name} is larger than 10 MB.`, {
      fields: { [fieldName]: 'File could not be uploaded' },
    });
  return new Uint8Array(bytes);
};

/**
 * Moves the content of newly uploaded files into the file store, leaving `fileId` in the answers.
 * Files kept from an earlier save must belong to the same owner. Returns the stored answers and
 * the ids written now, so a caller can remove them when the database write fails.
 */
export const storeAnswerFiles = async (
  deps: Pick<AppDeps, 'files'>,
  owner: Owner,
  definition: FormDefinition,
  answers: FormAnswers,
) => {
  const stored: FormAnswers = { ...answers };
  const written: string[] = [];
  try {
    for (const name of fileFieldNames(definition)) {
      const value = answers[name];
      if (value === undefined || value === null) continue;
      const parsed = z.array(fileValueSchema).max(50).safeParse(value);
      if (!parsed.success)
        throw badRequest(`${name} is not a list of uploaded files.`, {
          [name]: 'File could not be uploaded',
        });
      const files: FileValue[] = [];
      for (const file of parsed.data) {
        if (file.content !== undefined) {
          const content = decode(name, file);
          const saved = await deps.files.save({
            tenantId: owner.tenantId,
            candidateId: owner.candidateId,
            name: file.name,
            contentType: file.type || 'application/octet-stream',
            content,
          });
          written.push(saved.id);
          files.push({ ...file, size: saved.size, content: undefined, fileId: saved.id });
        } else if (file.fileId) {
          const existing = await deps.files.read(owner.tenantId, file.fileId);
          if (!existing)
            throw badRequest(`${file.name} is no longer available: upload it again.`, {
              [name]: 'File could not be uploaded',
            });
          files.push(file);
        } else {
          throw badRequest(`${file.name} has no content.`, {
            [name]: 'File could not be uploaded',
          });
        }
      }
      stored[name] = files;
    }
  } catch (error) {
    await removeFiles(deps, owner.tenantId, written);
    throw error;
  }
  return { answers: stored, written };
};

export const removeFiles = async (
  deps: Pick<AppDeps, 'files'>,
  tenantId: number,
  ids: string[],
) => {
  for (const id of ids) await deps.files.remove(tenantId, id).catch(() => undefined);
};

/** Puts the content of stored files back into answers, in the toolkit's uploaded-file shape. */
export const loadAnswerFiles = async (
  deps: Pick<AppDeps, 'files'>,
  tenantId: number,
  definition: FormDefinition,
  answers: FormAnswers,
): Promise<FormAnswers> => {
  const loaded: FormAnswers = { ...answers };
  for (const name of fileFieldNames(definition)) {
    const parsed = z.array(fileValueSchema).safeParse(answers[name]);
    if (!parsed.success) continue;
    const files = [];
    for (const file of parsed.data) {
      const stored = file.fileId ? await deps.files.read(tenantId, file.fileId) : null;
      if (!stored) continue;
      files.push({ ...file, content: Buffer.from(stored.content).toString('base64') });
    }
    loaded[name] = files;
  }
  return loaded;
};
