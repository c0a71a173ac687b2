import type { AppDeps } from '../../core/app-deps.ts';
import { onboardingForms } from './onboarding-forms.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo candidate's accepted offer comes with onboarding tasks: the three onboarding forms
 * (open, in progress, completed), its signed letter, and two plain tasks, one done.
 */
export const seedDemoOnboardingTasks = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  demo: { tenantId: number; email: string },
) => {
  const offer = await deps.db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select(['offers.id', 'offers.candidate_id'])
    .where('offers.tenant_id', '=', demo.tenantId)
    .where('candidates.email', '=', demo.email)
    .where('offers.status', 'in', ['Accepted', 'Contract Accepted'])
    .orderBy('offers.id')
    .executeTakeFirst();
  if (!offer) return 0;
  const now = deps.clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY);
  const forms = await deps.db
    .selectFrom('forms')
    .select(['id', 'form_key', 'title'])
    .where('tenant_id', '=', demo.tenantId)
    .where(
      'form_key',
      'in',
      onboardingForms.map((form) => form.key),
    )
    .execute();
  const letter = await deps.db
    .selectFrom('offer_documents')
    .select(['id', 'name'])
    .where('offer_id', '=', offer.id)
    .orderBy('sort_order')
    .executeTakeFirst();
  const base = {
    tenant_id: demo.tenantId,
    candidate_id: offer.candidate_id,
    offer_id: offer.id,
    created_at: at(-2),
  };
  const tasks = [
    ...forms.map((form, index) => ({
      ...base,
      kind: 'form' as const,
      title: form.title,
      description: 'Fill in this form in your forms centre.',
      due_at: at(3 + index * 4),
      form_id: form.id,
    })),
    ...(letter
      ? [
          {
            ...base,
            kind: 'document' as const,
            title: `Sign: ${letter.name}`,
            description: 'Your signed copy stays with your offer.',
            due_at: at(-1),
            offer_document_id: letter.id,
          },
        ]
      : []),
    {
      ...base,
      kind: 'plain' as const,
      title: 'Bring your passport and bank card on your first day',
      description: 'Reception checks them before giving you your badge.',
      due_at: at(14),
    },
    {
      ...base,
      kind: 'plain' as const,
      title: 'Send a photo for your badge',
      description: 'A recent photo on a plain background.',
      due_at: at(5),
      completed_at: at(-1),
    },
  ];
  await deps.db.insertInto('onboarding_tasks').values(tasks).execute();
  return tasks.length;
};
