import type { TestApp } from '../../test/test-app.ts';

/** A tenant id of the test app's default tenant. */
export const defaultTenantId = async (t: TestApp) =>
  (await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow()).id;

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

/** How many rows a table holds: a refused write leaves it as it was. */
export const countRows = async (t: TestApp, table: 'form_responses' | 'files' | 'applications') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
