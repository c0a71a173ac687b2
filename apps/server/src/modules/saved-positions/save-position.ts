import type { AppDeps } from '../../core/app-deps.ts';
import { loadOpenPosition } from '../positions/index.ts';

/**
 * Saves or unsaves a position for a candidate. Saving needs an open position of the candidate's
 * tenant; unsaving works on anything saved (a closed position can be removed from the list).
 */
export const savePosition = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { tenantId: number; candidateId: number; positionId: number; isSaved: boolean },
) => {
  if (input.isSaved) {
    await loadOpenPosition(deps.db, input.tenantId, input.positionId);
    await deps.db
      .insertInto('saved_positions')
      .values({
        candidate_id: input.candidateId,
        position_id: input.positionId,
        created_at: deps.clock.now(),
      })
      .onConflict((conflict) => conflict.columns(['candidate_id', 'position_id']).doNothing())
      .execute();
  } else {
    await deps.db
      .deleteFrom('saved_positions')
      .where('candidate_id', '=', input.candidateId)
      .where('position_id', '=', input.positionId)
      .execute();
  }
  return { position_id: input.positionId, isSaved: input.isSaved };
};
