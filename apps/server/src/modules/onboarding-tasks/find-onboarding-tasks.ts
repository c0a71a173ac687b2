import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TaskRow } from './to-onboarding-task.ts';

/** The candidate's tasks with what decides their status: the form's assignment, the document. */
export const findOnboardingTasks = (
  db: Kysely<Database>,
  input: { candidateId: number; taskId?: number },
): Promise<TaskRow[]> => {
  let query = db
    .selectFrom('onboarding_tasks')
    .innerJoin('offers', 'offers.id', 'onboarding_tasks.offer_id')
    .leftJoin('forms', 'forms.id', 'onboarding_tasks.form_id')
    .leftJoin('form_assignments', (join) =>
      join
        .onRef('form_assignments.form_id', '=', 'onboarding_tasks.form_id')
        .onRef('form_assignments.candidate_id', '=', 'onboarding_tasks.candidate_id'),
    )
    .leftJoin('offer_documents', 'offer_documents.id', 'onboarding_tasks.offer_document_id')
    .select([
      'onboarding_tasks.id',
      'onboarding_tasks.kind',
      'onboarding_tasks.title',
      'onboarding_tasks.description',
      'onboarding_tasks.due_at',
      'onboarding_tasks.completed_at',
      'offers.position_name',
      'offers.enc_id',
      'forms.form_key',
      'form_assignments.status as assignment_status',
      'offer_documents.status as document_status',
      'offer_documents.updated_at as document_updated_at',
    ])
    .where('onboarding_tasks.candidate_id', '=', input.candidateId);
  if (input.taskId !== undefined) query = query.where('onboarding_tasks.id', '=', input.taskId);
  return query
    .orderBy((eb) => eb.fn.coalesce('onboarding_tasks.due_at', eb.val(new Date('9999-12-31'))))
    .orderBy('onboarding_tasks.id')
    .execute();
};
