import type { FormAnswers } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { pickKnownAnswers } from '../forms/form-answers.ts';
import { writeResponse } from '../forms/form-responses.ts';
import { toSavedResponse } from '../forms/to-saved-response.ts';
import { findApplicationForm } from './find-application-form.ts';
import { findOpenPosition } from './find-open-position.ts';

/** Keeps the candidate's unfinished application on the server: it shows as a draft application. */
export const saveApplicationDraft = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock'>,
  tenantId: number,
  candidate: Candidate,
  positionId: number,
  answers: FormAnswers,
) => {
  await findOpenPosition(deps, tenantId, positionId);
  const loaded = await findApplicationForm(deps, tenantId);
  const known = pickKnownAnswers(loaded.form.definition, answers);
  const owner = { tenantId, candidateId: candidate.id, positionId };
  const row = await writeResponse(deps, loaded, owner, known, 'draft');
  return toSavedResponse(deps, tenantId, loaded.form.definition, row);
};
