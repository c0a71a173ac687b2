import type { adminFormBodySchema } from '@careers/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../core/app-deps.ts';
import { toStoredForm } from '../form-responses/index.ts';

/** Creates a form or replaces its title, kind, visibility and definition (keyed by form_id). */
export const saveFormDefinition = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: number,
  input: z.output<typeof adminFormBodySchema>,
) => {
  const now = deps.clock.now();
  const values = {
    title: input.title,
    kind: input.kind,
    is_public: input.is_public,
    definition: JSON.stringify(input.definition),
    updated_at: now,
  };
  const row = await deps.db
    .insertInto('forms')
    .values({ ...values, tenant_id: tenantId, form_key: input.form_id, created_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'form_key']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStoredForm(row);
};
