import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@careers/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { assignForm } from './assign-form.ts';
import {
  countRows,
  defaultTenantId,
  uploadedFile,
} from '../../services/form-responses/form-responses-test-kit.ts';
import { storeForm } from './forms-test-kit.ts';

const documentsForm: FormDefinition = {
  sections: [
    {
      title: 'Documents',
      items: [
        { name: 'note', type: 'text', label: 'Note' },
        {
          name: 'papers',
          type: 'file_upload',
          label: 'Papers',
          fileUploadOptions: { accept: '.pdf,.txt', multiple: true },
          rules: [
            { type: 'maxLength', value: 3 },
            { type: 'maxCumulativeFileSizeMB', value: 2 },
          ],
        },
      ],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeForm(t, 'documents', documentsForm);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const assign = async (email: string) =>
  assignForm(t.app.deps, {
    tenant: { id: await defaultTenantId(t), domain: 'acme.example' },
    formKey: 'documents',
    email,
  });

const saveDraft = (browser: Browser, answers: object) =>
  request(t.app, browser, {
    method: 'PUT',
    url: '/api/pcsx/forms/documents/draft',
    payload: { answers },
  });

const megabyte = 1024 * 1024;

describe('form files', () => {
  it('holds a draft to the count and total size limits', async () => {
    const email = 'limits@acme.example';
    const browser = await signIn(t.app, email);
    await assign(email);
    const files = await countRows(t, 'files');
    const paper = (name: string, size: number) => ({
      ...uploadedFile(name, 'p'.repeat(size)),
      size: 10,
    });
    const fourLarge = ['a', 'b', 'c', 'd'].map((name) => paper(`${name}.txt`, 0.7 * megabyte));
    const overTotal = await saveDraft(browser, { papers: fourLarge });
    expect(overTotal.statusCode).toBe(413);
    expect(overTotal.json().error).toMatchObject({
      code: 'file_too_large',
      fields: { papers: 'Files together cannot be larger than 2 MB.' },
    });
    const fourSmall = ['a', 'b', 'c', 'd'].map((name) => paper(`${name}.txt`, 10));
    const overCount = await saveDraft(browser, { papers: fourSmall });
    expect(overCount.statusCode).toBe(422);
    expect(overCount.json().error.fields).toEqual({ papers: 'Upload no more than 3 files.' });
    expect(await countRows(t, 'files')).toBe(files);
    expect((await saveDraft(browser, { papers: fourSmall.slice(0, 3) })).statusCode).toBe(200);
  });

  it("answers 404 for another candidate's private form, to read it and to save its draft", async () => {
    await signIn(t.app, 'assignee@acme.example');
    await assign('assignee@acme.example');
    const stranger = await signIn(t.app, 'stranger@acme.example');
    const responses = await countRows(t, 'form_responses');
    const read = await request(t.app, stranger, { url: '/api/pcsx/forms/documents' });
    expect(read.statusCode).toBe(404);
    expect((await saveDraft(stranger, { note: 'mine now' })).statusCode).toBe(404);
    const submitted = await request(t.app, stranger, {
      method: 'POST',
      url: '/api/pcsx/forms/documents/submit',
      payload: { answers: { note: 'mine now' } },
    });
    expect(submitted.statusCode).toBe(404);
    expect(await countRows(t, 'form_responses')).toBe(responses);
  });

  it("answers 404 and no bytes for another candidate's file in a form draft", async () => {
    const owner = await signIn(t.app, 'paper-owner@acme.example');
    await assign('paper-owner@acme.example');
    const secret = uploadedFile('secret.txt', 'salary history');
    const saved = await saveDraft(owner, { papers: [secret] });
    const fileId = saved.json().data.answers.papers[0].fileId as string;

    const thief = await signIn(t.app, 'paper-thief@acme.example');
    await assign('paper-thief@acme.example');
    const stolen = await saveDraft(thief, {
      papers: [{ ...secret, content: undefined, fileId }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(Buffer.from('salary history').toString('base64'));

    // a reference stored before the check still hands out no bytes
    expect((await saveDraft(thief, { note: 'mine' })).statusCode).toBe(200);
    const thiefId = (
      await t.database.db
        .selectFrom('candidates')
        .select('id')
        .where('email', '=', 'paper-thief@acme.example')
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .updateTable('form_responses')
      .set({ answers: JSON.stringify({ papers: [{ ...secret, content: undefined, fileId }] }) })
      .where('candidate_id', '=', thiefId)
      .execute();
    const opened = await request(t.app, thief, { url: '/api/pcsx/forms/documents' });
    expect(opened.json().data.response.answers.papers).toEqual([]);
    expect(opened.body).not.toContain(Buffer.from('salary history').toString('base64'));
  });
});
