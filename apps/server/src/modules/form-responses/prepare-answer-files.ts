import type { FormAnswers, FormDefinition } from '@careers/shared';
import { z } from 'zod';
import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { fileTypeRefused } from '../../services/files/check-file-content.ts';
import { isTypeAccepted } from '../../services/files/allowed-file-types.ts';
import { detectFileType } from '../../services/files/detect-file-type.ts';
import { isFileReferencedByRow } from '../../services/files/file-references.ts';
import { fileFieldItems, fileValueSchema, type FileValue } from './answer-file-values.ts';

/** Who answers: a candidate, or a visitor (null). */
export type FileOwner = { tenantId: number; candidateId: number | null };

type Deps = Pick<AppDeps, 'db' | 'files'>;

const uploadFailed = (field: string, message: string) => badRequest(message, { [field]: message });

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

/**
 * Whether the owner may name the file in answers. A candidate: a file they uploaded for answers
 * (not one held by an offer or their photo), or one of their resumes. A visitor, who has no
 * session to own anything by: an anonymous upload for answers, known only to whoever uploaded it
 * by its random id (the same file may go with each application of a job cart). Nobody is ever
 * sent an anonymous file's bytes.
 */
const mayName = async (
  deps: Deps,
  owner: FileOwner,
  fileId: string,
  storedOwner: number | null,
) => {
  if (storedOwner !== owner.candidateId) return false;
  if (owner.candidateId !== null && (await isResumeOf(deps, owner, fileId))) return true;
  return !(await isFileReferencedByRow(deps.db, fileId));
};

/** A stored file the answers name: the owner's own, else 404 and no bytes. */
const namedFile = async (deps: Deps, owner: FileOwner, file: FileValue) => {
  const stored = await deps.files.read(owner.tenantId, file.fileId);
  if (!stored || !(await mayName(deps, owner, file.fileId, stored.candidateId)))
    throw notFound(`There is no file ${file.name}: upload it again.`);
  return stored;
};

/**
 * Checks every file the answers name before anything is written: each must be the owner's own
 * upload (404 otherwise, and nothing of it is shown), of a type the field accepts, judged on its
 * stored content. Returns the answers as they will be stored, with the size, type and name the
 * server measured in place of what the browser declared.
 */
export const prepareAnswerFiles = async (
  deps: Deps,
  owner: FileOwner,
  definition: FormDefinition,
  answers: FormAnswers,
) => {
  const prepared: FormAnswers = { ...answers };
  for (const item of fileFieldItems(definition)) {
    const field = item.name;
    const value = answers[field];
    if (value === undefined || value === null) continue;
    const entries = z.array(z.record(z.string(), z.unknown())).max(50).safeParse(value);
    if (!entries.success) throw uploadFailed(field, `${field} is not a list of uploaded files.`);
    const files: FileValue[] = [];
    for (const entry of entries.data) {
      const parsed = fileValueSchema.safeParse(entry);
      if (!parsed.success) {
        const name = typeof entry['name'] === 'string' ? entry['name'] : 'A file';
        throw uploadFailed(field, `${name} was not uploaded. Please choose the file again.`);
      }
      const stored = await namedFile(deps, owner, parsed.data);
      const detected = await detectFileType(stored.content, stored.name);
      if (!detected || !isTypeAccepted(detected, item.fileUploadOptions?.accept))
        throw fileTypeRefused(parsed.data.name, field);
      files.push({
        ...parsed.data,
        name: stored.name,
        size: stored.size,
        type: stored.contentType,
      });
    }
    prepared[field] = files;
  }
  return prepared;
};
