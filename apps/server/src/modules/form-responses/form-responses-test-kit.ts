import { expect } from 'vitest';
import type { StoredFormFile } from '@careers/shared';
import { multipart } from '../../test/multipart-body.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A tenant id of the test app's default tenant. */
export const defaultTenantId = async (t: TestApp) =>
  (await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow()).id;

/** Where a file for a field of the form is uploaded (`application`: the apply form's). */
export const fileUploadUrl = (formKey: string, field: string) =>
  formKey === 'application'
    ? `/api/pcsx/apply_form/files?field=${field}`
    : `/api/pcsx/forms/${formKey}/files?field=${field}`;

/** Sends one file to an upload endpoint as a browser does (multipart, part `file`). */
export const sendFile = (
  t: TestApp,
  browser: Browser,
  url: string,
  file: { name: string; content: string | Uint8Array; type?: string },
) => {
  const content =
    typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
  const body = multipart([
    { field: 'file', name: file.name, type: file.type ?? 'text/plain', content },
  ]);
  return request(t.app, browser, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: body.headers,
  });
};

/** The toolkit's uploaded-file value that names a stored file. */
export const fileAnswer = (stored: StoredFormFile) => ({
  uid: `uid-${stored.fileId}`,
  name: stored.name,
  size: stored.size,
  type: stored.type,
  lastModified: 1_700_000_000_000,
  webkitRelativePath: '',
  fileId: stored.fileId,
  status: 'done' as const,
});

/** Uploads `content` for a field and gives the answer value that names it. */
export const uploadedFile = async (
  t: TestApp,
  browser: Browser,
  { form, field }: { form: string; field: string },
  name: string,
  content: string | Uint8Array,
) => {
  const sent = await sendFile(t, browser, fileUploadUrl(form, field), { name, content });
  expect(sent.statusCode, sent.body).toBe(200);
  return fileAnswer(sent.json().data as StoredFormFile);
};

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
