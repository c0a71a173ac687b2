import type { FormAnswers, FormDefinition } from '@careers/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { fileFieldItems, fileValueSchema, type FileValue } from './answer-file-values.ts';
import type { FileOwner, PendingUpload } from './prepare-answer-files.ts';

/** Answers carry uploaded files as base64: room for a few files of up to 10 MB each. */
export const ANSWERS_BODY_LIMIT = 40 * 1024 * 1024;

export const removeFiles = async (
  deps: Pick<AppDeps, 'files'>,
  tenantId: number,
  ids: string[],
) => {
  for (const id of ids) await deps.files.remove(tenantId, id).catch(() => undefined);
};

/**
 * Writes checked uploads to the file store and puts their ids into the answers. Returns the stored
 * answers and the ids written, so a caller can remove them when the database write fails.
 */
export const storePreparedFiles = async (
  deps: Pick<AppDeps, 'files'>,
  owner: FileOwner,
  prepared: { answers: FormAnswers; pending: PendingUpload[] },
) => {
  const answers: FormAnswers = { ...prepared.answers };
  const written: string[] = [];
  try {
    for (const upload of prepared.pending) {
      const saved = await deps.files.save({
        tenantId: owner.tenantId,
        candidateId: owner.candidateId,
        name: upload.name,
        contentType: upload.contentType,
        content: upload.content,
      });
      written.push(saved.id);
      const files = [...(answers[upload.field] as FileValue[])];
      files[upload.index] = { ...files[upload.index]!, fileId: saved.id };
      answers[upload.field] = files;
    }
  } catch (error) {
    await removeFiles(deps, owner.tenantId, written);
    throw error;
  }
  return { answers, written };
};

/**
 * Removes files no response of the tenant names any more (a draft replaced or dropped them). A
 * file still named elsewhere, say by the candidate's answers to another form or as a resume on
 * the profile, stays.
 */
export const removeUnreferencedFiles = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  tenantId: number,
  ids: string[],
) => {
  for (const id of new Set(ids)) {
    if (!z.uuid().safeParse(id).success) continue;
    const named = await deps.db
      .selectFrom('form_responses')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where(sql<string>`answers::text`, 'like', `%"${id}"%`)
      .executeTakeFirst();
    // a resume the apply form offered from the profile stays the profile's
    const isResume = await deps.db
      .selectFrom('candidate_resumes')
      .select('id')
      .where('file_id', '=', id)
      .executeTakeFirst();
    if (!named && !isResume) await removeFiles(deps, tenantId, [id]);
  }
};

/**
 * Puts the content of stored files back into answers, in the toolkit's uploaded-file shape. Only
 * the owner's own files are loaded: a file of anyone else is left out, bytes and all.
 */
export const loadAnswerFiles = async (
  deps: Pick<AppDeps, 'files'>,
  owner: FileOwner,
  definition: FormDefinition,
  answers: FormAnswers,
): Promise<FormAnswers> => {
  const loaded: FormAnswers = { ...answers };
  for (const { name } of fileFieldItems(definition)) {
    const parsed = z.array(fileValueSchema).safeParse(answers[name]);
    if (!parsed.success) continue;
    const files = [];
    for (const file of parsed.data) {
      const stored = file.fileId ? await deps.files.read(owner.tenantId, file.fileId) : null;
      if (!stored || stored.candidateId !== owner.candidateId) continue;
      files.push({ ...file, content: Buffer.from(stored.content).toString('base64') });
    }
    loaded[name] = files;
  }
  return loaded;
};
