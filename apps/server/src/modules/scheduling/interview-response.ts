import type { Interview } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InterviewRow } from '../../db/tables/scheduling-tables.ts';

export type OfferedSlot = { interview_id: number; id: number; starts_at: Date; is_booked: boolean };

/** Every slot offered to these interviews, soonest first. */
export const offeredSlotsOf = async (
  db: Kysely<Database>,
  interviewIds: number[],
): Promise<OfferedSlot[]> => {
  if (interviewIds.length === 0) return [];
  const rows = await db
    .selectFrom('interview_slot_offers as offer')
    .innerJoin('interview_slots as slot', 'slot.id', 'offer.slot_id')
    .select(['offer.interview_id', 'slot.id', 'slot.starts_at', 'slot.booked_interview_id'])
    .where('offer.interview_id', 'in', interviewIds)
    .orderBy('slot.starts_at')
    .orderBy('slot.id')
    .execute();
  return rows.map((row) => ({
    interview_id: row.interview_id,
    id: row.id,
    starts_at: row.starts_at,
    is_booked: row.booked_interview_id !== null,
  }));
};

/**
 * The candidate's view of an interview. Free slots are listed only while it waits for a time and
 * is still scheduled, and only those still ahead (`now`).
 */
export const toInterview = (row: InterviewRow, slots: OfferedSlot[], now: Date): Interview => ({
  id: row.id,
  position_name: row.position_name,
  stage: row.stage,
  starts_at: row.starts_at?.toISOString() ?? null,
  duration_minutes: row.duration_minutes,
  time_zone: row.time_zone,
  location: row.location,
  video_url: row.video_url,
  interviewers: row.interviewers,
  instructions: row.instructions,
  status: row.status,
  slots:
    row.starts_at === null && row.status === 'scheduled'
      ? slots
          .filter((slot) => slot.interview_id === row.id && !slot.is_booked && slot.starts_at > now)
          .map((slot) => ({ id: slot.id, starts_at: slot.starts_at.toISOString() }))
      : [],
});

export const toAdminInterview = (row: InterviewRow, slots: OfferedSlot[], now: Date) => ({
  ...toInterview(row, slots, now),
  candidate_id: row.candidate_id,
  application_id: row.application_id,
  offered_slots: slots
    .filter((slot) => slot.interview_id === row.id)
    .map((slot) => ({
      id: slot.id,
      starts_at: slot.starts_at.toISOString(),
      is_booked: slot.is_booked,
    })),
});
