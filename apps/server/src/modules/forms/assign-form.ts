import { buildCareersUrl } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { createNotification } from '../notifications/index.ts';
import { findForm } from '../form-responses/index.ts';

/**
 * Assigns a form to a candidate of the tenant (it appears in their forms centre as open) and
 * tells them with an in-app notification. Assigning it again only moves the due date.
 */
export const assignForm = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { tenant: { id: number; domain: string }; formKey: string; email: string; dueAt?: string },
) => {
  const { tenant, formKey } = input;
  const { row, form } = await findForm(deps, tenant.id, formKey);
  const candidate = await deps.db
    .selectFrom('candidates')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('email', '=', input.email.toLowerCase())
    .executeTakeFirst();
  if (!candidate) throw notFound(`There is no candidate ${input.email} on this site.`);
  const now = deps.clock.now();
  const assignment = await deps.db
    .insertInto('form_assignments')
    .values({
      tenant_id: tenant.id,
      candidate_id: candidate.id,
      form_id: row.id,
      due_at: input.dueAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['candidate_id', 'form_id'])
        .doUpdateSet({ due_at: input.dueAt ?? null, updated_at: now }),
    )
    .returning('status')
    .executeTakeFirstOrThrow();
  await createNotification(deps, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    type: 'form_assigned',
    params: { form: form.title },
    redirectUrl: buildCareersUrl('/forms', tenant.domain, { form_id: formKey }),
  });
  return { form_id: formKey, email: input.email.toLowerCase(), status: assignment.status };
};
