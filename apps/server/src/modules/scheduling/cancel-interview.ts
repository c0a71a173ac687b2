import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { findInterview } from './find-interview.ts';
import { offeredSlotsOf, toAdminInterview } from './interview-response.ts';

/**
 * Cancels an interview: its booked slot is freed for another candidate, and the slots offered to
 * it are withdrawn. Cancelling twice, or a completed interview, is refused.
 */
export const cancelInterview = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: { tenantId: number; interviewId: number },
) => {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const interview = await findInterview(trx, scope, scope.interviewId, { forUpdate: true });
    if (interview.status !== 'scheduled')
      throw conflict(`This interview is already ${interview.status}.`);
    await trx
      .updateTable('interview_slots')
      .set({ booked_interview_id: null })
      .where('booked_interview_id', '=', interview.id)
      .execute();
    return trx
      .updateTable('interviews')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', interview.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toAdminInterview(row, await offeredSlotsOf(deps.db, [row.id]), now);
};
