import {
  statusOfErrorCode,
  type CreateOnboardingTaskBody,
  type OnboardingTask,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assignForm } from '../forms/index.ts';
import { findOnboardingTasks } from './find-onboarding-tasks.ts';
import { toOnboardingTask } from './to-onboarding-task.ts';

const ACCEPTED = new Set(['Accepted', 'Contract Accepted']);

/**
 * Gives the candidate of an accepted offer an onboarding task. A form task assigns the form (it
 * appears in their forms centre, with a notification); a document task names one of the offer's
 * documents.
 */
export const createOnboardingTask = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { tenant: { id: number; domain: string }; body: CreateOnboardingTaskBody },
): Promise<OnboardingTask> => {
  const { tenant, body } = input;
  const offer = await deps.db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select(['offers.id', 'offers.status', 'offers.candidate_id'])
    .where('offers.tenant_id', '=', tenant.id)
    .where('offers.enc_id', '=', body.offer_id)
    .where('candidates.email', '=', body.candidate_email)
    .executeTakeFirst();
  if (!offer) throw notFound(`${body.candidate_email} has no offer ${body.offer_id} on this site.`);
  if (!ACCEPTED.has(offer.status))
    throw new AppError(
      statusOfErrorCode('offer_not_accepted'),
      'offer_not_accepted',
      'Onboarding tasks follow an accepted offer; this one is not accepted.',
    );
  let formId: number | null = null;
  if (body.kind === 'form' && body.form_id) {
    await assignForm(deps, {
      tenant,
      formKey: body.form_id,
      email: body.candidate_email,
      ...(body.due_at && { dueAt: body.due_at }),
    });
    formId = (
      await deps.db
        .selectFrom('forms')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .where('form_key', '=', body.form_id)
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (body.kind === 'document') {
    const document = await deps.db
      .selectFrom('offer_documents')
      .select('id')
      .where('id', '=', body.document_id ?? 0)
      .where('offer_id', '=', offer.id)
      .executeTakeFirst();
    if (!document) throw notFound(`The offer has no document ${String(body.document_id)}.`);
  }
  const task = await deps.db
    .insertInto('onboarding_tasks')
    .values({
      tenant_id: tenant.id,
      candidate_id: offer.candidate_id,
      offer_id: offer.id,
      kind: body.kind,
      title: body.title,
      description: body.description,
      due_at: body.due_at ?? null,
      form_id: formId,
      offer_document_id: body.kind === 'document' ? (body.document_id ?? null) : null,
      created_at: deps.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [row] = await findOnboardingTasks(deps.db, {
    candidateId: offer.candidate_id,
    taskId: task.id,
  });
  return toOnboardingTask(row!, tenant.domain, deps.clock.now());
};
