import { formDefinitionSchema, type StoredForm } from '@careers/shared';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { FormsTable } from '../../db/tables/form-tables.ts';

export type FormRow = Selectable<FormsTable>;
export type LoadedForm = { row: FormRow; form: StoredForm };

/** The API shape of a stored form; the definition is parsed again, so a bad row never leaks. */
export const toStoredForm = (row: FormRow): StoredForm => ({
  form_id: row.form_key,
  title: row.title,
  kind: row.kind,
  is_public: row.is_public,
  definition: formDefinitionSchema.parse(row.definition),
});

export const findFormRow = (deps: Pick<AppDeps, 'db'>, tenantId: number, formKey: string) =>
  deps.db
    .selectFrom('forms')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('form_key', '=', formKey)
    .executeTakeFirst();

/** A form of the tenant by its key, or 404. */
export const findForm = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  formKey: string,
): Promise<LoadedForm> => {
  const row = await findFormRow(deps, tenantId, formKey);
  if (!row) throw notFound(`There is no form "${formKey}".`);
  return { row, form: toStoredForm(row) };
};
