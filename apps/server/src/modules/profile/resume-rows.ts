import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CandidateResumesTable } from '../../db/tables/profile-tables.ts';

export type CandidateResumeRow = Selectable<CandidateResumesTable>;

export type CandidateScope = { tenantId: number; candidateId: number };

/** The candidate's resumes, newest first. */
export const listResumeRows = (db: Kysely<Database>, scope: CandidateScope) =>
  db
    .selectFrom('candidate_resumes')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('candidate_id', '=', scope.candidateId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** One of the candidate's resumes; another candidate's is as absent as a missing one. */
export const findResumeRow = (db: Kysely<Database>, scope: CandidateScope, id: number) =>
  db
    .selectFrom('candidate_resumes')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('candidate_id', '=', scope.candidateId)
    .where('id', '=', id)
    .executeTakeFirst();

/** No resume of the candidate is current any more (before another one becomes it). */
export const clearCurrentResume = (db: Kysely<Database>, candidateId: number) =>
  db
    .updateTable('candidate_resumes')
    .set({ is_current: false })
    .where('candidate_id', '=', candidateId)
    .where('is_current', '=', true)
    .execute();
