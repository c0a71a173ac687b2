import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@careers/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { assignForm } from './assign-form.ts';
import {
  countRows,
  defaultTenantId,
  fileUploadUrl,
  sendFile,
  uploadedFile,
} from '../form-responses/form-responses-test-kit.ts';
import { storeForm } from './forms-test-kit.ts';
import { removeOrphanedFiles } from '../../services/files/remove-orphaned-files.ts';

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

const papers = { form: 'documents', field: 'papers' };
const paper = (browser: Browser, name: string, content: string | Uint8Array) =>
  uploadedFile(t, browser, papers, name, content);

describe('form files', () => {
  it('stores an upload only after its checks: bytes counted as received, type from content', async () => {
    const email = 'checks@acme.example';
    const browser = await signIn(t.app, email);
    await assign(email);
    const files = await countRows(t, 'files');
    const upload = (name: string, content: string | Uint8Array, type?: string) =>
      sendFile(t, browser, fileUploadUrl('documents', 'papers'), { name, content, type });

    // a page or a program is not a paper, whatever its name and declared type
    for (const [name, content, type] of [
      ['paper.txt', '<!DOCTYPE html><script>alert(1)</script>', 'text/plain'],
      ['paper.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'application/pdf'],
      [
        'paper.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        'image/png',
      ],
    ] as const) {
      const refused = await upload(name, content, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error).toMatchObject({
        code: 'file_type_not_allowed',
        fields: { papers: `${name} is not a type of file this field accepts.` },
      });
    }
    // a PDF by its magic bytes that does not open is no PDF
    const broken = await upload('paper.pdf', '%PDF-1.4\n% not really\n', 'application/pdf');
    expect(broken.statusCode).toBe(400);
    // more than the 10 MB any form file may hold, counted on the bytes received
    const huge = await upload('big.txt', 'x'.repeat(10 * megabyte + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('file_too_large');
    expect((await upload('empty.txt', '')).json().error.code).toBe('file_empty');
    const unknownField = await sendFile(t, browser, fileUploadUrl('documents', 'note'), {
      name: 'a.txt',
      content: 'a',
    });
    expect(unknownField.statusCode).toBe(400);
    expect(await countRows(t, 'files')).toBe(files);

    const stored = await upload('paper.txt', 'twelve bytes');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({ name: 'paper.txt', size: 12, type: 'text/plain' });
    expect(await countRows(t, 'files')).toBe(files + 1);
  });

  it('holds a draft to the count and total size limits, on the sizes stored', async () => {
    const email = 'limits@acme.example';
    const browser = await signIn(t.app, email);
    await assign(email);
    const responses = await countRows(t, 'form_responses');
    // each declares 10 bytes: the server counts what it stored
    const fourLarge = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) => ({
        ...(await paper(browser, `${name}.txt`, 'p'.repeat(0.7 * megabyte))),
        size: 10,
      })),
    );
    const overTotal = await saveDraft(browser, { papers: fourLarge.slice(0, 3) });
    expect(overTotal.statusCode).toBe(413);
    expect(overTotal.json().error).toMatchObject({
      code: 'file_too_large',
      fields: { papers: 'Files together cannot be larger than 2 MB.' },
    });
    const fourSmall = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => paper(browser, `${name}.txt`, 'small')),
    );
    const overCount = await saveDraft(browser, { papers: fourSmall });
    expect(overCount.statusCode).toBe(422);
    expect(overCount.json().error.fields).toEqual({ papers: 'Upload no more than 3 files.' });
    expect(await countRows(t, 'form_responses')).toBe(responses);
    const saved = await saveDraft(browser, { papers: fourSmall.slice(0, 3) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.answers.papers.map((file: { size: number }) => file.size)).toEqual([
      5, 5, 5,
    ]);
  });

  it('refuses file content inside the answers: files come through the upload', async () => {
    const email = 'inline@acme.example';
    const browser = await signIn(t.app, email);
    await assign(email);
    const { fileId: _, ...inline } = {
      ...(await paper(browser, 'a.txt', 'a')),
      content: Buffer.from('inline').toString('base64'),
    };
    const sent = await saveDraft(browser, { papers: [inline] });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fields.papers).toBe(
      'a.txt was not uploaded. Please choose the file again.',
    );
  });

  it('leaves an upload the answers never name to the orphaned-files job, a day later', async () => {
    const email = 'orphans@acme.example';
    const browser = await signIn(t.app, email);
    await assign(email);
    const named = await paper(browser, 'kept.txt', 'kept');
    const forgotten = await paper(browser, 'forgotten.txt', 'forgotten');
    expect((await saveDraft(browser, { papers: [named] })).statusCode).toBe(200);
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 60 * 60 * 1000);
    await t.database.db
      .updateTable('files')
      .set({ created_at: dayAgo } as never)
      .where('id', 'in', [named.fileId, forgotten.fileId])
      .execute();
    await removeOrphanedFiles(t.app.deps, t.clock.now());
    const left = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [named.fileId, forgotten.fileId])
      .execute();
    expect(left).toEqual([{ id: named.fileId }]);
  });

  it("answers 404 for another candidate's private form, to read it, upload to it and save its draft", async () => {
    await signIn(t.app, 'assignee@acme.example');
    await assign('assignee@acme.example');
    const stranger = await signIn(t.app, 'stranger@acme.example');
    const [responses, files] = [await countRows(t, 'form_responses'), await countRows(t, 'files')];
    const read = await request(t.app, stranger, { url: '/api/pcsx/forms/documents' });
    expect(read.statusCode).toBe(404);
    expect((await saveDraft(stranger, { note: 'mine now' })).statusCode).toBe(404);
    const uploaded = await sendFile(t, stranger, fileUploadUrl('documents', 'papers'), {
      name: 'a.txt',
      content: 'a',
    });
    expect(uploaded.statusCode).toBe(404);
    const submitted = await request(t.app, stranger, {
      method: 'POST',
      url: '/api/pcsx/forms/documents/submit',
      payload: { answers: { note: 'mine now' } },
    });
    expect(submitted.statusCode).toBe(404);
    expect(await countRows(t, 'form_responses')).toBe(responses);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it("answers 404 and no bytes for another candidate's file in a form draft", async () => {
    const owner = await signIn(t.app, 'paper-owner@acme.example');
    await assign('paper-owner@acme.example');
    const secret = await paper(owner, 'secret.txt', 'salary history');
    expect((await saveDraft(owner, { papers: [secret] })).statusCode).toBe(200);
    const download = await request(t.app, owner, { url: `/api/pcsx/form_files/${secret.fileId}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('salary history');

    const thief = await signIn(t.app, 'paper-thief@acme.example');
    await assign('paper-thief@acme.example');
    const stolen = await saveDraft(thief, { papers: [secret] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('salary history');
    const fetched = await request(t.app, thief, { url: `/api/pcsx/form_files/${secret.fileId}` });
    expect(fetched.statusCode).toBe(404);
    expect(fetched.body).not.toContain('salary history');

    // a reference stored before the check shows nothing of the file
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
      .set({ answers: JSON.stringify({ papers: [secret] }) })
      .where('candidate_id', '=', thiefId)
      .execute();
    const opened = await request(t.app, thief, { url: '/api/pcsx/forms/documents' });
    expect(opened.json().data.response.answers.papers).toEqual([]);
    expect(
      (await request(t.app, thief, { url: `/api/pcsx/form_files/${secret.fileId}` })).statusCode,
    ).toBe(404);
  });
});
