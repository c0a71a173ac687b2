import type { AppDeps } from '../../app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { loginRequired } from '../../http/app-error.ts';
import { findForm } from '../../services/form-responses/find-form.ts';
import { toSavedResponse } from '../../services/form-responses/to-saved-response.ts';

type Deps = Pick<AppDeps, 'db' | 'files'>;

/**
 * A form as the candidate opens it: the definition, their assignment status, and their draft
 * (else their last submission) with uploaded files. A visitor may open only a public form.
 */
export const getCandidateForm = async (
  deps: Deps,
  {
    tenantId,
    candidate,
    formKey,
  }: { tenantId: number; candidate: Candidate | null; formKey: string },
) => {
  const loaded = await findForm(deps, tenantId, formKey);
  if (!candidate) {
    if (!loaded.row.is_public) throw loginRequired();
    return { form: loaded.form, status: null, response: null };
  }
  const [assignment, saved] = await Promise.all([
    deps.db
      .selectFrom('form_assignments')
      .select('status')
      .where('candidate_id', '=', candidate.id)
      .where('form_id', '=', loaded.row.id)
      .executeTakeFirst(),
    deps.db
      .selectFrom('form_responses')
      .select(['answers', 'status', 'updated_at'])
      .where('candidate_id', '=', candidate.id)
      .where('form_id', '=', loaded.row.id)
      .where('position_id', 'is', null)
      // the draft first, else the newest submission
      .orderBy((eb) => eb.case().when('status', '=', 'draft').then(0).else(1).end())
      .orderBy('updated_at', 'desc')
      .executeTakeFirst(),
  ]);
  const response = saved
    ? await toSavedResponse(deps, tenantId, loaded.form.definition, saved)
    : null;
  return { form: loaded.form, status: assignment?.status ?? null, response };
};
