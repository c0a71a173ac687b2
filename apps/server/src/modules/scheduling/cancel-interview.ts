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

/**
 * Cancels an interview: its booked slot is freed for another candidate, the slots offered to it
 * are withdrawn, and the candidate is told in-app (in the same transaction) and by e-mail (once
 * committed). Cancelling twice, or a completed interview, is refused.
 */
export const cancelInterview = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  scope: { tenant: InterviewTenant; interviewId: number },
) => {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const interview = await findInterview(trx, { tenantId: scope.tenant.id }, scope.interviewId, {
      forUpdate: true,
    });
    if (interview.status !== 'scheduled')
      throw conflict(`This interview is already ${interview.status}.`);
    await trx
      .updateTable('interview_slots')
      .set({ booked_interview_id: null })
      .where('booked_interview_id', '=', interview.id)
      .execute();
    const cancelled = await trx
      .updateTable('interviews')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', interview.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await createNotification(
      { ...deps, db: trx },
      {
        tenantId: scope.tenant.id,
        candidateId: cancelled.candidate_id,
        type: 'interview_scheduled',
        messageKey: 'interview_cancelled',
        params: { position: cancelled.position_name },
        redirectUrl: interviewsPagePath(scope.tenant.domain),
      },
    );
    return cancelled;
  });
  await sendMailQuietly(
    deps,
    await interviewChangeEmail(deps, scope.tenant, row, { kind: 'cancelled' }),
  );
  return toAdminInterview(row, await offeredSlotsOf(deps.db, [row.id]), now);
};
