import type { FormAnswers } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate, Database } from '../../db/schema.ts';
import { pickKnownAnswers, toSavedResponse, writeResponse } from '../form-responses/index.ts';
import { findCandidateForm } from './find-candidate-form.ts';

type Deps = Pick<AppDeps, 'db' | 'files' | 'clock'>;

type FormAnswersInput<C> = {
  tenantId: number;
  candidate: C;
  formKey: string;
  answers: FormAnswers;
};

const setAssignmentStatus = async (
  trx: Kysely<Database>,
  assignment: { candidateId: number; formId: number },
  status: 'in_progress' | 'completed',
  now: Date,
) => {
  let query = trx
    .updateTable('form_assignments')
    .set({ status, updated_at: now })
    .where('candidate_id', '=', assignment.candidateId)
    .where('form_id', '=', assignment.formId);
  // a draft saved after completion does not reopen the form
  if (status === 'in_progress') query = query.where('status', '=', 'open');
  await query.execute();
};

/**
 * Saves the candidate's draft of a form (public, or assigned to them): kept on the server,
 * resumable on any device. Its files obey the same checks as a submission's.
 */
export const saveFormDraft = async (
  deps: Deps,
  { tenantId, candidate, formKey, answers }: FormAnswersInput<Candidate>,
) => {
  const { loaded } = await findCandidateForm(deps, { tenantId, candidate, formKey });
  const assignment = { candidateId: candidate.id, formId: loaded.row.id };
  const row = await writeResponse(deps, {
    loaded,
    owner: { tenantId, candidateId: candidate.id, positionId: null },
    answers: pickKnownAnswers(loaded.form.definition, answers),
    status: 'draft',
    afterWrite: (trx) => setAssignmentStatus(trx, assignment, 'in_progress', deps.clock.now()),
  });
  const owner = { tenantId, candidateId: candidate.id };
  return toSavedResponse(deps, owner, loaded.form.definition, row);
};

/**
 * Submits a form after checking every answer with the toolkit's rules: invalid answers get 422
 * with per-field messages and nothing is stored. A visitor may submit only a public form, a
 * candidate only a public form or one assigned to them.
 */
export const submitForm = async (
  deps: Deps,
  { tenantId, candidate, formKey, answers }: FormAnswersInput<Candidate | null>,
) => {
  const { loaded } = await findCandidateForm(deps, { tenantId, candidate, formKey });
  const known = pickKnownAnswers(loaded.form.definition, answers);
  const row = await writeResponse(deps, {
    loaded,
    owner: { tenantId, candidateId: candidate?.id ?? null, positionId: null },
    answers: known,
    status: 'submitted',
    afterWrite: async (trx) => {
      if (candidate)
        await setAssignmentStatus(
          trx,
          { candidateId: candidate.id, formId: loaded.row.id },
          'completed',
          deps.clock.now(),
        );
    },
  });
  const owner = { tenantId, candidateId: candidate?.id ?? null };
  return toSavedResponse(deps, owner, loaded.form.definition, row);
};
