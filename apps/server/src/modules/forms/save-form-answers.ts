import type { FormAnswers } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import type { Database } from '../../db/schema.ts';
import { loginRequired } from '../../http/app-error.ts';
import { assertValidAnswers, pickKnownAnswers } from './form-answers.ts';
import { findForm } from './find-form.ts';
import { writeResponse } from './form-responses.ts';
import { toSavedResponse } from './to-saved-response.ts';

type Deps = Pick<AppDeps, 'db' | 'files' | 'clock'>;

const setAssignmentStatus = async (
  trx: Kysely<Database>,
  candidateId: number,
  formId: number,
  status: 'in_progress' | 'completed',
  now: Date,
) => {
  let query = trx
    .updateTable('form_assignments')
    .set({ status, updated_at: now })
    .where('candidate_id', '=', candidateId)
    .where('form_id', '=', formId);
  // a draft saved after completion does not reopen the form
  if (status === 'in_progress') query = query.where('status', '=', 'open');
  await query.execute();
};

/** Saves the candidate's draft of a form: kept on the server, resumable on any device. */
export const saveFormDraft = async (
  deps: Deps,
  tenantId: number,
  candidate: Candidate,
  formKey: string,
  answers: FormAnswers,
) => {
  const loaded = await findForm(deps, tenantId, formKey);
  const known = pickKnownAnswers(loaded.form.definition, answers);
  const owner = { tenantId, candidateId: candidate.id, positionId: null };
  const row = await writeResponse(deps, loaded, owner, known, 'draft', (trx) =>
    setAssignmentStatus(trx, candidate.id, loaded.row.id, 'in_progress', deps.clock.now()),
  );
  return toSavedResponse(deps, tenantId, loaded.form.definition, row);
};

/**
 * Submits a form after checking every answer with the toolkit's rules: invalid answers get 422
 * with per-field messages and nothing is stored. A visitor may submit only a public form.
 */
export const submitForm = async (
  deps: Deps,
  tenantId: number,
  candidate: Candidate | null,
  formKey: string,
  answers: FormAnswers,
) => {
  const loaded = await findForm(deps, tenantId, formKey);
  if (!candidate && !loaded.row.is_public) throw loginRequired();
  const known = pickKnownAnswers(loaded.form.definition, answers);
  assertValidAnswers(loaded.form.definition, known, deps.clock.now());
  const owner = { tenantId, candidateId: candidate?.id ?? null, positionId: null };
  const row = await writeResponse(deps, loaded, owner, known, 'submitted', async (trx) => {
    if (candidate)
      await setAssignmentStatus(trx, candidate.id, loaded.row.id, 'completed', deps.clock.now());
  });
  return toSavedResponse(deps, tenantId, loaded.form.definition, row);
};
