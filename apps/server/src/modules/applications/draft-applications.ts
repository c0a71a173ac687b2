import type { DraftApplication } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { fileIdsOf, removeUnreferencedFiles } from '../form-responses/index.ts';

/** The candidate's unfinished applications, newest first; a closed position shows archived_at. */
export const listDraftApplications = async (
  deps: Pick<AppDeps, 'db'>,
  candidateId: number,
): Promise<DraftApplication[]> => {
  const rows = await deps.db
    .selectFrom('form_responses as r')
    .innerJoin('positions as p', 'p.id', 'r.position_id')
    .select(['r.position_id', 'r.updated_at', 'p.title', 'p.status', 'p.updated_at as closed_at'])
    .where('r.candidate_id', '=', candidateId)
    .where('r.status', '=', 'draft')
    .orderBy('r.updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    position_id: row.position_id!,
    position: {
      id: row.position_id!,
      name: row.title,
      archived_at: row.status === 'closed' ? row.closed_at.toISOString() : null,
    },
    updated_at: row.updated_at.toISOString(),
  }));
};

/** Deletes the candidate's drafts for these positions, with the files no other answer names. */
export const deleteDraftApplications = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  {
    tenantId,
    candidateId,
    positionIds,
  }: { tenantId: number; candidateId: number; positionIds: number[] },
) => {
  const deleted = await deps.db
    .deleteFrom('form_responses')
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'draft')
    .where('position_id', 'in', positionIds)
    .returning('answers')
    .execute();
  await removeUnreferencedFiles(
    deps,
    tenantId,
    deleted.flatMap((row) => fileIdsOf(row.answers)),
  );
  return { deleted: deleted.length };
};
