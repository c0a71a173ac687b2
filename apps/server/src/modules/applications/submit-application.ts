import { statusOfErrorCode, type Application, type FormAnswers } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { pickKnownAnswers, writeResponse } from '../form-responses/index.ts';
import { recordStatusEvent } from './application-history.ts';
import { attachReferral } from './attach-referral.ts';
import { findApplicationForm } from './find-application-form.ts';
import { findOpenPosition } from './find-open-position.ts';

/** A signed-in candidate, or a visitor who gives an email address. */
export type Applicant = { candidate: Candidate } | { email: string };

/**
 * Submits an application: its files pass the upload checks and the answers the form's rules (else
 * 4xx, nothing stored),
 * the draft becomes the submission, and the application is created, once per candidate and
 * position (409 `already_applied` for a second). The submission starts the application's history;
 * made through a referral link, it counts as referred.
 */
export const submitApplication = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock'>,
  {
    tenantId,
    applicant,
    positionId,
    answers,
    referralToken,
  }: {
    tenantId: number;
    applicant: Applicant;
    positionId: number;
    answers: FormAnswers;
    referralToken?: string | undefined;
  },
): Promise<Application> => {
  const position = await findOpenPosition(deps, tenantId, positionId);
  const candidateId = 'candidate' in applicant ? applicant.candidate.id : null;
  if (candidateId !== null) {
    const existing = await deps.db
      .selectFrom('applications')
      .select('id')
      .where('candidate_id', '=', candidateId)
      .where('position_id', '=', positionId)
      .executeTakeFirst();
    if (existing)
      throw new AppError(
        statusOfErrorCode('already_applied'),
        'already_applied',
        `You have already applied to ${position.name}.`,
      );
  }
  const loaded = await findApplicationForm(deps, tenantId);
  const known = pickKnownAnswers(loaded.form.definition, answers);
  const now = deps.clock.now();
  let applicationId = 0;
  await writeResponse(deps, {
    loaded,
    owner: { tenantId, candidateId, positionId },
    answers: known,
    status: 'submitted',
    afterWrite: async (trx, responseId) => {
      const row = await trx
        .insertInto('applications')
        .values({
          tenant_id: tenantId,
          candidate_id: candidateId,
          email: 'email' in applicant ? applicant.email : null,
          position_id: positionId,
          form_response_id: responseId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      applicationId = row.id;
      await recordStatusEvent(trx, {
        tenantId,
        applicationId,
        status: 'submitted',
        actor: 'candidate',
        at: now,
      });
      await attachReferral(trx, {
        tenantId,
        token: referralToken,
        positionId,
        applicationId,
        candidateId,
      });
    },
  });
  const iso = now.toISOString();
  return {
    id: applicationId,
    position_id: positionId,
    position: { id: position.id, name: position.name, archived_at: null },
    status: 'submitted',
    submitted_at: iso,
    updated_at: iso,
  };
};
