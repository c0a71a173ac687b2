import type { AppDeps } from '../../core/app-deps.ts';
import { findFormRow, toStoredForm, type LoadedForm } from '../form-responses/index.ts';
import { defaultApplicationForm } from './default-application-form.ts';

export const APPLICATION_FORM_KEY = 'application';

/** The tenant's application form; the default one is stored on first use, so answers can name it. */
export const findApplicationForm = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
): Promise<LoadedForm> => {
  const existing = await findFormRow(deps, tenantId, APPLICATION_FORM_KEY);
  if (existing) return { row: existing, form: toStoredForm(existing) };
  await deps.db
    .insertInto('forms')
    .values({
      tenant_id: tenantId,
      form_key: APPLICATION_FORM_KEY,
      kind: 'application',
      title: 'Application',
      definition: JSON.stringify(defaultApplicationForm),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'form_key']).doNothing())
    .execute();
  const row = await findFormRow(deps, tenantId, APPLICATION_FORM_KEY);
  return { row: row!, form: toStoredForm(row!) };
};
