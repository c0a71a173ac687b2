import type { AdminInterviewUpdate } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { createNotification } from '../notifications/index.ts';
import { findInterview } from './find-interview.ts';
import { offeredSlotsOf, toAdminInterview } from './interview-response.ts';
import {
  interviewChangeEmail,
  interviewsPagePath,
  type InterviewTenant,
} from './notify-interview.ts';
import { sendMailQuietly } from './send-mail-quietly.ts';

type Scope = { tenant: InterviewTenant; interviewId: number };

/**
 * Replaces a scheduled interview's details. A new time frees the slot it was booked in, or
 * withdraws the slots offered while it waited for the candidate's choice. The candidate is told
 * in-app in the same transaction: with the new time when it moved, else that the details changed;
 * a new time is also e-mailed once committed. A cancelled or completed interview is refused.
 */
export const updateInterview = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  scope: Scope,
  input: AdminInterviewUpdate,
) => {
  const now = deps.clock.now();
  const { row, hasMoved } = await deps.db.transaction().execute(async (trx) => {
    const interview = await findInterview(trx, { tenantId: scope.tenant.id }, scope.interviewId, {
      forUpdate: true,
    });
    if (interview.status !== 'scheduled')
      throw conflict(`This interview is ${interview.status}: it can no longer be changed.`);
    const startsAt =
      input.starts_at === undefined ? interview.starts_at : new Date(input.starts_at);
    const hasMoved = startsAt?.getTime() !== interview.starts_at?.getTime();
    if (hasMoved) {
      await trx
        .updateTable('interview_slots')
        .set({ booked_interview_id: null })
        .where('booked_interview_id', '=', interview.id)
        .execute();
      await trx
        .deleteFrom('interview_slot_offers')
        .where('interview_id', '=', interview.id)
        .execute();
    }
    const updated = await trx
      .updateTable('interviews')
      .set({
        stage: input.stage,
        starts_at: startsAt,
        duration_minutes: input.duration_minutes,
        time_zone: input.time_zone,
        location: input.location ?? null,
        video_url: input.video_url ?? null,
        interviewers: JSON.stringify(input.interviewers),
        instructions: input.instructions,
        updated_at: now,
      })
      .where('id', '=', interview.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await createNotification(
      { ...deps, db: trx },
      {
        tenantId: scope.tenant.id,
        candidateId: updated.candidate_id,
        type: 'interview_scheduled',
        messageKey: hasMoved && startsAt ? 'interview_rescheduled' : 'interview_updated',
        params: {
          position: updated.position_name,
          ...(hasMoved &&
            startsAt && { date: startsAt.toISOString(), timeZone: updated.time_zone }),
        },
        redirectUrl: interviewsPagePath(scope.tenant.domain),
      },
    );
    return { row: updated, hasMoved: hasMoved && startsAt !== null };
  });
  if (hasMoved)
    await sendMailQuietly(
      deps,
      await interviewChangeEmail(deps, scope.tenant, row, { kind: 'moved' }),
    );
  return toAdminInterview(row, await offeredSlotsOf(deps.db, [row.id]), now);
};
