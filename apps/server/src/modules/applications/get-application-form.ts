import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { findDraft, toSavedResponse } from '../form-responses/index.ts';
import { findApplicationForm } from './find-application-form.ts';
import { findOpenPosition } from './find-open-position.ts';
import { prefillFromProfile } from './prefill-from-profile.ts';

/** The application form for a position, with the candidate's draft and profile answers. */
export const getApplicationForm = async (
  deps: Pick<AppDeps, 'db' | 'files'>,
  {
    tenantId,
    candidate,
    positionId,
  }: { tenantId: number; candidate: Candidate | null; positionId: number },
) => {
  const position = await findOpenPosition(deps, tenantId, positionId);
  const loaded = await findApplicationForm(deps, tenantId);
  const owner = { tenantId, candidateId: candidate?.id ?? null };
  const draft = candidate
    ? await findDraft(deps.db, loaded.row.id, { ...owner, positionId })
    : undefined;
  return {
    form: loaded.form,
    position,
    prefill: await prefillFromProfile(deps.db, candidate),
    response: draft ? await toSavedResponse(deps, owner, loaded.form.definition, draft) : null,
  };
};
