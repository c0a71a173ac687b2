import type { Kysely, Transaction } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { CandidateScope } from './resume-rows.ts';
import { readStoredSections, type StoredSections } from './stored-profile.ts';

/** What an edit or a parsed resume changes: the names on the row, the photo, the sections. */
export type ProfileState = {
  firstName: string;
  lastName: string;
  preferredName: string;
  avatarFileId: string | null;
  sections: StoredSections;
};

const stateOf = (candidate: Candidate): ProfileState => ({
  firstName: candidate.first_name ?? '',
  lastName: candidate.last_name ?? '',
  preferredName: candidate.preferred_name ?? '',
  avatarFileId: candidate.avatar_file_id,
  sections: readStoredSections(candidate.profile),
});

/**
 * Changes the candidate's profile in a transaction, the row locked so that two edits never
 * lose one another: `change` gets the state read under the lock and returns the new state (or
 * throws, and nothing is written).
 */
export const changeProfile = async <T>(
  db: Kysely<Database>,
  scope: CandidateScope,
  now: Date,
  change: (
    state: ProfileState,
    trx: Transaction<Database>,
  ) => Promise<{ state: ProfileState; result: T }>,
): Promise<{ before: ProfileState; result: T }> =>
  db.transaction().execute(async (trx) => {
    const candidate = await trx
      .selectFrom('candidates')
      .selectAll()
      .where('tenant_id', '=', scope.tenantId)
      .where('id', '=', scope.candidateId)
      .forUpdate()
      .executeTakeFirst();
    if (!candidate) throw notFound('This profile does not exist.');
    const before = stateOf(candidate);
    const { state, result } = await change(before, trx);
    await trx
      .updateTable('candidates')
      .set({
        first_name: state.firstName || null,
        last_name: state.lastName || null,
        preferred_name: state.preferredName || null,
        avatar_file_id: state.avatarFileId,
        profile: JSON.stringify({ ...(candidate.profile ?? {}), ...state.sections }),
        updated_at: now,
      })
      .where('id', '=', candidate.id)
      .execute();
    return { before, result };
  });
