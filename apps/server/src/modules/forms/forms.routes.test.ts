import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@careers/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';
import { createApiToken } from '../../services/api-tokens/create-api-token.ts';
import { assignForm } from './assign-form.ts';
import {
  countRows,
  defaultTenantId,
  fileUploadUrl,
  sendFile,
  uploadedFile,
} from '../form-responses/form-responses-test-kit.ts';
import { storeForm } from './forms-test-kit.ts';
import { showcaseForm } from '../../demo/seed/showcase-form.ts';

const profileForm: FormDefinition = {
  sections: [
    {
      title: 'You',
      items: [
        {
          name: 'fullName',
          type: 'text',
          label: 'Full name',
          required: true,
          rules: [{ type: 'minLength', value: 3 }],
        },
        { name: 'email', type: 'email', label: 'Email', required: true },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'cv', type: 'file_upload', label: 'CV', rules: [{ type: 'maxLength', value: 1 }] },
      ],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeForm(t, 'showcase', showcaseForm, { isPublic: true });
  await storeForm(t, 'profile', profileForm, { title: 'Your profile' });
});
afterAll(async () => {
  await t.close();
});

const assign = async (email: string) =>
  assignForm(t.app.deps, {
    tenant: { id: await defaultTenantId(t), domain: 'acme.example' },
    formKey: 'profile',
    email,
  });

describe('forms', () => {
  it('lets a visitor open a public form but not a private one', async () => {
    const visitor = await newBrowser(t.app);
    const showcase = await request(t.app, visitor, { url: '/api/pcsx/forms/showcase' });
    expect(showcase.statusCode).toBe(200);
    const names = showcase
      .json()
      .data.form.definition.sections.flatMap(
        (section: { items: { name: string; type: string }[] }) => section.items,
      );
    expect(names.every((item: { name: string; type: string }) => item.name === item.type)).toBe(
      true,
    );
    const privateForm = await request(t.app, visitor, { url: '/api/pcsx/forms/profile' });
    expect(privateForm.statusCode).toBe(401);
    expect(privateForm.headers['x-login-required']).toBe('1');
    expect((await request(t.app, visitor, { url: '/api/pcsx/forms/nope' })).statusCode).toBe(404);
  });

  it('lists assigned forms by status with tab counts, and needs a session', async () => {
    expect((await t.app.inject({ url: '/api/pcsx/forms_list' })).statusCode).toBe(401);
    const browser = await signIn(t.app, 'list@acme.example');
    await assign('list@acme.example');
    const all = await request(t.app, browser, {
      url: '/api/pcsx/forms_list?include_tab_list=true',
    });
    expect(all.json().data.forms).toEqual([
      expect.objectContaining({ form_id: 'profile', title: 'Your profile', status: 'open' }),
    ]);
    expect(all.json().data.tabList).toEqual([
      { id: 'open', count: 1 },
      { id: 'in_progress', count: 0 },
      { id: 'completed', count: 0 },
    ]);
    const completed = await request(t.app, browser, {
      url: '/api/pcsx/forms_list?tab_id=completed',
    });
    expect(completed.json().data).toEqual({ forms: [] });
    const bad = await request(t.app, browser, { url: '/api/pcsx/forms_list?tab_id=done' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a draft on the server, with its file, for the next device', async () => {
    const email = 'draft@acme.example';
    const laptop = await signIn(t.app, email);
    await assign(email);
    const cv = await uploadedFile(t, laptop, { form: 'profile', field: 'cv' }, 'cv.txt', 'my cv');
    const saved = await request(t.app, laptop, {
      method: 'PUT',
      url: '/api/pcsx/forms/profile/draft',
      payload: { answers: { fullName: 'Al', cv: [cv], junk: 1 } },
    });
    expect(saved.statusCode).toBe(200);

    const phone = await signIn(t.app, email);
    const opened = (await request(t.app, phone, { url: '/api/pcsx/forms/profile' })).json().data;
    expect(opened.status).toBe('in_progress');
    expect(opened.response.status).toBe('draft');
    expect(opened.response.answers.fullName).toBe('Al');
    expect(opened.response.answers).not.toHaveProperty('junk');
    expect(opened.response.answers.cv).toEqual([cv]);
    const download = await request(t.app, phone, { url: `/api/pcsx/form_files/${cv.fileId}` });
    expect(download.body).toBe('my cv');
    expect(download.headers['content-disposition']).toBe('attachment; filename=cv.txt');
  });

  it('refuses invalid answers with a message per field and stores nothing', async () => {
    const browser = await signIn(t.app, 'invalid@acme.example');
    await assign('invalid@acme.example');
    const cv = { form: 'profile', field: 'cv' };
    const two = [
      await uploadedFile(t, browser, cv, 'a.txt', 'a'),
      await uploadedFile(t, browser, cv, 'b.txt', 'b'),
    ];
    const [responses, files] = [await countRows(t, 'form_responses'), await countRows(t, 'files')];
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/forms/profile/submit',
      payload: {
        answers: {
          fullName: 'Al',
          email: 'not-an-email',
          ssn: '12-345',
          cv: two,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      fullName: 'Enter at least 3 characters.',
      email: 'Email is invalid. Use the format "{email}".',
      ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
      cv: 'Upload no more than 1 files.',
    });
    expect(response.json().message).toBe('4 answers need attention.');
    expect(response.json().error.code).toBe('answers_invalid');
    expect(await countRows(t, 'form_responses')).toBe(responses);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('submits valid answers, completes the assignment and returns them', async () => {
    const browser = await signIn(t.app, 'valid@acme.example');
    await assign('valid@acme.example');
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/forms/profile/submit',
      payload: {
        answers: { fullName: 'Alex Kim', email: 'alex@kim.example', ssn: '123-45-6789' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('submitted');
    const list = await request(t.app, browser, { url: '/api/pcsx/forms_list' });
    expect(list.json().data.forms[0].status).toBe('completed');
  });

  it('refuses broken files with a 4xx and keeps nothing', async () => {
    const browser = await signIn(t.app, 'files@acme.example');
    await assign('files@acme.example');
    const files = await countRows(t, 'files');
    const inline = {
      uid: 'x',
      name: 'x.txt',
      size: 1,
      type: 'text/plain',
      lastModified: 0,
      content: Buffer.from('x').toString('base64'),
    };
    const bad = await request(t.app, browser, {
      method: 'PUT',
      url: '/api/pcsx/forms/profile/draft',
      payload: { answers: { cv: [inline] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      cv: 'x.txt was not uploaded. Please choose the file again.',
    });
    const tooBig = await sendFile(t, browser, fileUploadUrl('profile', 'cv'), {
      name: 'big.txt',
      content: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    const notAList = await request(t.app, browser, {
      method: 'PUT',
      url: '/api/pcsx/forms/profile/draft',
      payload: { answers: 'nope' },
    });
    expect(notAList.statusCode).toBe(400);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('lets a visitor submit the public showcase, checked by the same rules', async () => {
    const visitor = await newBrowser(t.app);
    const response = await request(t.app, visitor, {
      method: 'POST',
      url: '/api/pcsx/forms/showcase/submit',
      payload: { answers: { text: 'A' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.text).toBe('Enter at least 2 characters.');
    expect(response.json().error.fields.email).toBe('Email is required');
  });

  it("lets a visitor upload for a public form's field, and name only that fresh upload", async () => {
    const visitor = await newBrowser(t.app);
    const resume = { form: 'showcase', field: 'file_upload' };
    const own = await uploadedFile(t, visitor, resume, 'cv.txt', 'a visitor resume');
    // the field's own 5 MB rule, on the bytes received
    const large = await sendFile(t, visitor, fileUploadUrl('showcase', 'file_upload'), {
      name: 'cv.txt',
      content: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.fields.file_upload).toBe('These files are larger than 5 MB: cv.txt');

    const candidate = await signIn(t.app, 'showcase-owner@acme.example');
    const theirs = await uploadedFile(t, candidate, resume, 'cv.txt', 'a candidate resume');
    const submit = (answers: object) =>
      request(t.app, visitor, {
        method: 'POST',
        url: '/api/pcsx/forms/showcase/submit',
        payload: { answers },
      });
    const stolen = await submit({ file_upload: [theirs] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('a candidate resume');
    // its own upload passes the file checks (other answers are still missing)
    const named = await submit({ file_upload: [own] });
    expect(named.statusCode).toBe(422);
    expect(named.json().error.fields).not.toHaveProperty('file_upload');
  });

  it('tells the candidate about an assigned form with a notification', async () => {
    await signIn(t.app, 'notified@acme.example');
    await assign('notified@acme.example');
    const rows = await t.database.db
      .selectFrom('notifications')
      .innerJoin('candidates', 'candidates.id', 'notifications.candidate_id')
      .select(['notification_type', 'message_params', 'redirect_url'])
      .where('candidates.email', '=', 'notified@acme.example')
      .execute();
    expect(rows).toEqual([
      {
        notification_type: 'form_assigned',
        message_params: { form: 'Your profile' },
        redirect_url: '/careers/forms?domain=acme.example&form_id=profile',
      },
    ]);
  });

  it('keeps the employer API for admins', async () => {
    const browser = await signIn(t.app, 'notadmin@acme.example');
    const response = await request(t.app, browser, {
      method: 'PUT',
      url: '/api/admin/forms',
      payload: { form_id: 'x', title: 'X', definition: { sections: [] } },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an API token create, read and assign a form, without cookies or a CSRF token', async () => {
    const { token } = await createApiToken(t.database.db, {
      tenantId: await defaultTenantId(t),
      name: 'forms test',
      now: t.clock.now(),
    });
    const authorization = `Bearer ${token}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/forms?domain=acme.example',
      headers: { authorization },
      payload: { form_id: 'by-token', title: 'By token', definition: profileForm },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ form_id: 'by-token', kind: 'questionnaire' });
    const read = await t.app.inject({
      url: '/api/admin/forms/by-token?domain=acme.example',
      headers: { authorization },
    });
    expect(read.json().data.definition).toEqual(profileForm);
    await signIn(t.app, 'token@acme.example');
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/admin/forms/by-token/assignments?domain=acme.example',
      headers: { authorization },
      payload: { email: 'Token@acme.example' },
    });
    expect(assigned.json().data).toEqual({
      form_id: 'by-token',
      email: 'token@acme.example',
      status: 'open',
    });
  });
});
