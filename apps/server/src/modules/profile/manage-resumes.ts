import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { clearCurrentResume, findResumeRow, type CandidateScope } from './resume-rows.ts';

const resumeNotFound = () => notFound('This resume was not found.');

/** The bytes of one of the candidate's resumes, with its name and stored type. */
export const readResumeFile = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  scope: CandidateScope,
  id: number,
) => {
  const row = await findResumeRow(deps.db, scope, id);
  const file = row ? await deps.files.read(scope.tenantId, row.file_id) : null;
  if (!row || !file) throw resumeNotFound();
  return { fileName: row.file_name, contentType: row.content_type, content: file.content };
};

/** Marks one resume current and every other one not, in one transaction. */
export const makeResumeCurrent = async (
  deps: Pick<AppDeps, 'db'>,
  scope: CandidateScope,
  id: number,
) =>
  deps.db.transaction().execute(async (trx) => {
    if (!(await findResumeRow(trx, scope, id))) throw resumeNotFound();
    await clearCurrentResume(trx, scope.candidateId);
    await trx
      .updateTable('candidate_resumes')
      .set({ is_current: true })
      .where('id', '=', id)
      .execute();
  });

/**
 * Deletes a resume and its file (unless an application still names it). When it was the current one, the newest remaining resume
 * becomes current, so the apply form still has one to offer.
 */
export const deleteResume = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  scope: CandidateScope,
  id: number,
) => {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const row = await findResumeRow(trx, scope, id);
    if (!row) throw resumeNotFound();
    await trx.deleteFrom('candidate_resumes').where('id', '=', id).execute();
    if (row.is_current) {
      const newest = await trx
        .selectFrom('candidate_resumes')
        .select('id')
        .where('candidate_id', '=', scope.candidateId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (newest)
        await trx
          .updateTable('candidate_resumes')
          .set({ is_current: true })
          .where('id', '=', newest.id)
          .execute();
    }
    return row;
  });
  // an application sent with this resume keeps its file; only the profile lets go of it
  const isNamedByAnswers = await deps.db
    .selectFrom('form_responses')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    // a uuid has no LIKE wildcards
    .where(sql<string>`answers::text`, 'like', `%"${deleted.file_id}"%`)
    .executeTakeFirst();
  if (!isNamedByAnswers) await deps.files.remove(scope.tenantId, deleted.file_id);
};
