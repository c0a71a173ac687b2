import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { isFileNamedByAnswers } from '../../services/files/file-references.ts';

/**
 * A file of the candidate's own answers (any form's, the application's included), for download:
 * theirs and named by their answers, else 404 without a word about whose it is.
 */
export const readAnswerFile = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  { tenantId, candidateId, fileId }: { tenantId: number; candidateId: number; fileId: string },
) => {
  const file = await deps.files.read(tenantId, fileId);
  if (
    !file ||
    file.candidateId !== candidateId ||
    !(await isFileNamedByAnswers(deps.db, tenantId, fileId, candidateId))
  )
    throw notFound('This file was not found.');
  return file;
};
