import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the candidate saved the position; a visitor has saved nothing. */
export const isPositionSaved = async (
  db: Kysely<Database>,
  candidateId: number | undefined,
  positionId: number,
): Promise<boolean> => {
  if (candidateId === undefined) return false;
  const row = await db
    .selectFrom('saved_positions')
    .select('position_id')
    .where('candidate_id', '=', candidateId)
    .where('position_id', '=', positionId)
    .executeTakeFirst();
  return row !== undefined;
};
