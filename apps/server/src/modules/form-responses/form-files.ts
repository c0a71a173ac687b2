import type { FormAnswers, FormDefinition } from '@careers/shared';
import { z } from 'zod';
import type { AppDeps } from '../../core/app-deps.ts';
import {
  isFileNamedByAnswers,
  isFileReferencedByRow,
} from '../../services/files/file-references.ts';
import { fileFieldItems, fileValueSchema } from './answer-file-values.ts';
import type { FileOwner } from './prepare-answer-files.ts';

/** Answers name their files by id (uploaded beforehand): text, choices and a drawn signature. */
export const ANSWERS_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Removes files nothing names any more (a draft replaced or dropped them): no answers of the
 * tenant, and no row that holds a file (a resume on the profile, an offer's document, a photo).
 */
export const removeUnreferencedFiles = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  tenantId: number,
  ids: string[],
) => {
  for (const id of new Set(ids)) {
    if (!z.uuid().safeParse(id).success) continue;
    if (await isFileNamedByAnswers(deps.db, tenantId, id)) continue;
    if (await isFileReferencedByRow(deps.db, id)) continue;
    await deps.files.remove(tenantId, id).catch(() => undefined);
  }
};

/**
 * The answers' files as the API returns them: only the owner's own (a file of anyone else is
 * left out, name and all); their bytes are read by id from the form files endpoint.
 */
export const ownAnswerFiles = async (
  deps: Pick<AppDeps, 'db'>,
  owner: FileOwner,
  definition: FormDefinition,
  answers: FormAnswers,
): Promise<FormAnswers> => {
  const shown: FormAnswers = { ...answers };
  for (const { name } of fileFieldItems(definition)) {
    const parsed = z.array(fileValueSchema).safeParse(answers[name]);
    if (!parsed.success) continue;
    const ids = parsed.data.map((file) => file.fileId);
    const own = ids.length
      ? await deps.db
          .selectFrom('files')
          .select(['id', 'candidate_id'])
          .where('tenant_id', '=', owner.tenantId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const ownIds = new Set(
      own.filter((file) => file.candidate_id === owner.candidateId).map((file) => file.id),
    );
    shown[name] = parsed.data.filter((file) => ownIds.has(file.fileId));
  }
  return shown;
};
