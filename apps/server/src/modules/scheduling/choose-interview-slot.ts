import type { Interview } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { isUniqueViolation } from './database-errors.ts';
import { findInterview } from './find-interview.ts';
import { offeredSlotsOf, toInterview } from './interview-response.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const slotTaken = () =>
  new AppError(
    409,
    'slot_taken',
    'Someone else has just taken this time slot. Please choose another one.',
  );

/**
 * Books one of the slots offered for the candidate's interview. The interview's row lock orders
 * two choices for the same interview; the booking itself is one conditional UPDATE, and the
 * slot's unique `booked_interview_id` refuses what a race lets through: a slot is taken once.
 */
export const chooseInterviewSlot = async (
  deps: Deps,
  options: { tenantId: number; candidateId: number; interviewId: number; slotId: number },
): Promise<Interview> => {
  const now = deps.clock.now();
  try {
    const interview = await deps.db.transaction().execute(async (trx) => {
      const row = await findInterview(trx, options, options.interviewId, { forUpdate: true });
      if (row.status !== 'scheduled')
        throw conflict('This interview was cancelled or has already taken place.');
      if (row.starts_at !== null) throw conflict('A time is already set for this interview.');
      const offered = await trx
        .selectFrom('interview_slot_offers as offer')
        .innerJoin('interview_slots as slot', 'slot.id', 'offer.slot_id')
        .select(['slot.id', 'slot.starts_at'])
        .where('offer.interview_id', '=', row.id)
        .where('slot.id', '=', options.slotId)
        .executeTakeFirst();
      if (!offered) throw notFound('This time slot was not offered for this interview.');
      if (offered.starts_at <= now) throw slotTaken();
      const booked = await trx
        .updateTable('interview_slots')
        .set({ booked_interview_id: row.id })
        .where('id', '=', offered.id)
        .where('booked_interview_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!booked) throw slotTaken();
      return trx
        .updateTable('interviews')
        .set({ starts_at: offered.starts_at, updated_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toInterview(interview, await offeredSlotsOf(deps.db, [interview.id]), now);
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
};
