import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { toSavedResponse } from '../form-responses/index.ts';
import { findCandidateForm } from './find-candidate-form.ts';

type Deps = Pick<AppDeps, 'db' | 'files'>;

/**
 * A form as the candidate opens it: the definition, their assignment status, and their draft
 * (else their last submission) with uploaded files. A visitor may open only a public form, a
 * candidate only a public form or one assigned to them.
 */
export const getCandidateForm = async (
  deps: Deps,
  input: { tenantId: number; candidate: Candidate | null; formKey: string },
) => {
  const { tenantId, candidate } = input;
  const { loaded, assignment } = await findCandidateForm(deps, input);
  if (!candidate) return { form: loaded.form, status: null, response: null };
  const saved = await deps.db
    .selectFrom('form_responses')
    .select(['answers', 'status', 'updated_at'])
    .where('candidate_id', '=', candidate.id)
    .where('form_id', '=', loaded.row.id)
    .where('position_id', 'is', null)
    // the draft first, else the newest submission
    .orderBy((eb) => eb.case().when('status', '=', 'draft').then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  const owner = { tenantId, candidateId: candidate.id };
  const response = saved ? await toSavedResponse(deps, owner, loaded.form.definition, saved) : null;
  return { form: loaded.form, status: assignment?.status ?? null, response };
};
