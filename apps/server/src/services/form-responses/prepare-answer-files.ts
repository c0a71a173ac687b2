import { statusOfErrorCode, type FormAnswers, type FormDefinition } from '@careers/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { isTypeAccepted } from '../files/allowed-file-types.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { fileFieldItems, fileValueSchema, type FileValue } from './answer-file-values.ts';

/** No single uploaded file may be larger than this, whatever a form's own rules allow. */
const MAX_FORM_FILE_BYTES = 10 * 1024 * 1024;

/** Who answers: a candidate, or a visitor (null), who can name no stored file. */
export type FileOwner = { tenantId: number; candidateId: number | null };

/** A new file, checked and waiting to be stored at `answers[field][index]`. */
export type PendingUpload = {
  field: string;
  index: number;
  name: string;
  contentType: string;
  content: Uint8Array;
};

type Deps = Pick<AppDeps, 'db' | 'files'>;

const uploadFailed = (field: string) => ({ [field]: 'File could not be uploaded' });

/** The byte count base64 text decodes to, known before decoding it. */
const decodedLength = (base64: string) => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor(((base64.length - padding) * 3) / 4);
};

const tooLarge = (field: string, name: string) =>
  new AppError(
    statusOfErrorCode('file_too_large'),
    'file_too_large',
    `${name} is larger than 10 MB.`,
    {
      fields: { [field]: `${name} is larger than 10 MB.` },
    },
  );

const typeRefused = (field: string, name: string) =>
  new AppError(
    statusOfErrorCode('file_type_not_allowed'),
    'file_type_not_allowed',
    `${name} is not a type of file this field accepts.`,
    { fields: { [field]: `${name} is not a type of file this field accepts.` } },
  );

const decode = (field: string, file: FileValue): Uint8Array => {
  const content = file.content ?? '';
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content))
    throw badRequest(`${file.name} is not base64 content.`, uploadFailed(field));
  if (decodedLength(content) > MAX_FORM_FILE_BYTES) throw tooLarge(field, file.name);
  return new Uint8Array(Buffer.from(content, 'base64'));
};

/**
 * Whether the candidate already answered a form with this file: only form uploads can be named
 * again, never another kind of file the candidate owns (an offer letter, a signed document).
 */
const isFormUploadOf = async (deps: Deps, owner: FileOwner, fileId: string) =>
  Boolean(
    await deps.db
      .selectFrom('form_responses')
      .select('id')
      .where('tenant_id', '=', owner.tenantId)
      .where('candidate_id', '=', owner.candidateId)
      // a uuid (checked by the schema) has no LIKE wildcards
      .where(sql<string>`answers::text`, 'like', `%"${fileId}"%`)
      .executeTakeFirst(),
  );

/** Whether the file is one of the candidate's uploaded resumes, which the apply form offers. */
const isResumeOf = async (deps: Deps, owner: FileOwner, fileId: string) =>
  Boolean(
    await deps.db
      .selectFrom('candidate_resumes')
      .select('id')
      .where('tenant_id', '=', owner.tenantId)
      .where('candidate_id', '=', owner.candidateId)
      .where('file_id', '=', fileId)
      .executeTakeFirst(),
  );

/** A stored file the owner named again: theirs and a form upload or resume, else 404 and no bytes. */
const keptFile = async (deps: Deps, owner: FileOwner, file: FileValue & { fileId: string }) => {
  const stored =
    owner.candidateId === null ? null : await deps.files.read(owner.tenantId, file.fileId);
  if (
    !stored ||
    stored.candidateId !== owner.candidateId ||
    !(
      (await isFormUploadOf(deps, owner, file.fileId)) ||
      (await isResumeOf(deps, owner, file.fileId))
    )
  )
    throw notFound(`There is no file ${file.name}: upload it again.`);
  return stored;
};

/**
 * Checks every file of the answers before anything is stored: new content is measured on the
 * bytes received and typed from those bytes (the declared `size` and `type` are replaced), and
 * named files must be the owner's own form uploads. Returns the answers as they will be stored,
 * with the new files waiting to be written.
 */
export const prepareAnswerFiles = async (
  deps: Deps,
  owner: FileOwner,
  definition: FormDefinition,
  answers: FormAnswers,
) => {
  const prepared: FormAnswers = { ...answers };
  const pending: PendingUpload[] = [];
  for (const item of fileFieldItems(definition)) {
    const field = item.name;
    const value = answers[field];
    if (value === undefined || value === null) continue;
    const parsed = z.array(fileValueSchema).max(50).safeParse(value);
    if (!parsed.success)
      throw badRequest(`${field} is not a list of uploaded files.`, uploadFailed(field));
    const accept = item.fileUploadOptions?.accept;
    const files: FileValue[] = [];
    for (const [index, file] of parsed.data.entries()) {
      let content: Uint8Array;
      let isNew = false;
      if (file.content !== undefined) {
        content = decode(field, file);
        isNew = true;
      } else if (file.fileId) {
        content = (await keptFile(deps, owner, { ...file, fileId: file.fileId })).content;
      } else {
        throw badRequest(`${file.name} has no content.`, uploadFailed(field));
      }
      const detected = await detectFileType(content, file.name);
      if (!detected || !isTypeAccepted(detected, accept)) throw typeRefused(field, file.name);
      const checked = {
        ...file,
        size: content.byteLength,
        type: detected.mime,
        content: undefined,
      };
      if (isNew) {
        pending.push({ field, index, name: file.name, contentType: detected.mime, content });
        files.push({ ...checked, fileId: undefined });
      } else files.push(checked);
    }
    prepared[field] = files;
  }
  return { answers: prepared, pending };
};
