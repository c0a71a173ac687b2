import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';

/** One of the candidate's own files on this tenant; anyone else's answers 404. */
export const readAccountFile = async (
  deps: Pick<AppDeps, 'files'>,
  input: { tenantId: number; candidateId: number; fileId: string },
) => {
  const file = await deps.files.read(input.tenantId, input.fileId);
  if (file?.candidateId !== input.candidateId) throw notFound('You have no such file.');
  return file;
};
