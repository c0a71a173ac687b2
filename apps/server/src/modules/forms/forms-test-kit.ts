import type { FormDefinition } from '@careers/shared';
import type { TestApp } from '../../test/test-app.ts';
import { saveFormDefinition } from './save-form-definition.ts';

/** A tenant id of the test app's default tenant. */
export const defaultTenantId = async (t: TestApp) =>
  (await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow()).id;

export const storeForm = async (
  t: TestApp,
  formId: string,
  definition: FormDefinition,
  options: { isPublic?: boolean; title?: string } = {},
) =>
  saveFormDefinition(t.app.deps, await defaultTenantId(t), {
    form_id: formId,
    title: options.title ?? formId,
    kind: 'questionnaire',
    is_public: options.isPublic ?? false,
    definition,
  });

/** An uploaded-file value of the toolkit holding `text` as its content. */
export const uploadedFile = (name: string, text: string, type = 'text/plain') => ({
  uid: `uid-${name}`,
  name,
  size: Buffer.byteLength(text),
  type,
  lastModified: 1_700_000_000_000,
  webkitRelativePath: '',
  content: Buffer.from(text).toString('base64'),
  status: 'done' as const,
});

export const countRows = async (t: TestApp, table: 'form_responses' | 'files' | 'applications') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
