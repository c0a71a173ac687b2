import type { FormAnswers } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { pickKnownAnswers, toSavedResponse, writeResponse } from '../form-responses/index.ts';
import { findApplicationForm } from './find-application-form.ts';
import { findOpenPosition } from './find-open-position.ts';

/** Keeps the candidate's unfinished application on the server: it shows as a draft application. */
export const saveApplicationDraft = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock'>,
  {
    tenantId,
    candidate,
    positionId,
    answers,
  }: { tenantId: number; candidate: Candidate; positionId: number; answers: FormAnswers },
) => {
  await findOpenPosition(deps, tenantId, positionId);
  const loaded = await findApplicationForm(deps, tenantId);
  const row = await writeResponse(deps, {
    loaded,
    owner: { tenantId, candidateId: candidate.id, positionId },
    answers: pickKnownAnswers(loaded.form.definition, answers),
    status: 'draft',
  });
  const owner = { tenantId, candidateId: candidate.id };
  return toSavedResponse(deps, owner, loaded.form.definition, row);
};
