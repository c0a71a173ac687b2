import type { AppDeps } from '../../core/app-deps.ts';
import { findApplicationForm } from '../../modules/applications/index.ts';
import { onboardingForms, onboardingProgress } from './onboarding-forms.ts';
import { showcaseForm } from './showcase-form.ts';

/**
 * Every demo tenant gets the public showcase form and its application form; the demo candidate
 * gets three onboarding forms: one open, one in progress (with a draft), one completed.
 */
export const seedDemoForms = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantIds: number[],
  demo: { tenantId: number; email: string },
) => {
  const now = deps.clock.now();
  for (const tenantId of tenantIds) {
    await deps.db
      .insertInto('forms')
      .values({
        tenant_id: tenantId,
        form_key: 'showcase',
        kind: 'questionnaire',
        title: 'Form toolkit showcase',
        is_public: true,
        definition: JSON.stringify(showcaseForm),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'form_key']).doNothing())
      .execute();
    await findApplicationForm(deps, tenantId);
  }
  const candidate = await deps.db
    .selectFrom('candidates')
    .select('id')
    .where('tenant_id', '=', demo.tenantId)
    .where('email', '=', demo.email)
    .executeTakeFirstOrThrow();
  for (const [index, form] of onboardingForms.entries()) {
    const { id: formId } = await deps.db
      .insertInto('forms')
      .values({
        tenant_id: demo.tenantId,
        form_key: form.key,
        kind: 'onboarding',
        title: form.title,
        definition: JSON.stringify(form.definition),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'form_key']).doUpdateSet({ title: form.title }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const progress = onboardingProgress[form.key]!;
    const at = new Date(now.getTime() - (index + 1) * 86_400_000);
    await deps.db
      .insertInto('form_assignments')
      .values({
        tenant_id: demo.tenantId,
        candidate_id: candidate.id,
        form_id: formId,
        status: progress.status,
        due_at: new Date(now.getTime() + 7 * 86_400_000),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['candidate_id', 'form_id']).doNothing())
      .execute();
    if (!progress.answers) continue;
    await deps.db
      .insertInto('form_responses')
      .values({
        tenant_id: demo.tenantId,
        candidate_id: candidate.id,
        form_id: formId,
        status: progress.status === 'completed' ? 'submitted' : 'draft',
        answers: JSON.stringify(progress.answers),
        created_at: at,
        updated_at: at,
        submitted_at: progress.status === 'completed' ? at : null,
      })
      .execute();
  }
};
