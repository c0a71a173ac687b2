import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { loginRequired, notFound } from '../../http/app-error.ts';
import { findForm } from '../form-responses/index.ts';

/**
 * A form the caller may open, answer and submit, with their assignment: a public form for anyone,
 * a private one only for a candidate it is assigned to. A visitor is asked to sign in; a candidate
 * it is not assigned to gets the answer of a form that does not exist (404), so private forms
 * cannot be found out by key.
 */
export const findCandidateForm = async (
  deps: Pick<AppDeps, 'db'>,
  {
    tenantId,
    candidate,
    formKey,
  }: { tenantId: number; candidate: Candidate | null; formKey: string },
) => {
  const loaded = await findForm(deps, tenantId, formKey);
  if (!candidate) {
    if (!loaded.row.is_public) throw loginRequired();
    return { loaded, assignment: undefined };
  }
  const assignment = await deps.db
    .selectFrom('form_assignments')
    .select('status')
    .where('candidate_id', '=', candidate.id)
    .where('form_id', '=', loaded.row.id)
    .executeTakeFirst();
  if (!assignment && !loaded.row.is_public) throw notFound(`There is no form "${formKey}".`);
  return { loaded, assignment };
};
