import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import {
  countRows,
  defaultTenantId,
  uploadedFile,
} from '../../services/form-responses/form-responses-test-kit.ts';

let t: TestApp;
let position = 0;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await addPositions(t.app, await defaultTenantId(t), [
    makePosition({ title: 'File Clerk' }),
  ]);
  position = ids[0]!;
}, 30_000);
afterAll(async () => {
  await t.close();
});

const megabyte = 1024 * 1024;

const answersWith = (email: string, resume: object[]) => ({
  firstName: 'Sam',
  lastName: 'Lee',
  email,
  phone: { callingCode: '+1', number: '512 555 0142', selectedCountryCode: 'US' },
  location: 'Austin, United States',
  resume,
  skills: ['Filing'],
  workAuthorization: 'yes',
  privacyConsent: true,
});

const saveDraft = (browser: Browser, answers: object) =>
  request(t.app, browser, {
    method: 'PUT',
    url: '/api/pcsx/apply_form/draft',
    payload: { position_id: position, answers },
  });

const submit = (browser: Browser, answers: object) =>
  request(t.app, browser, {
    method: 'POST',
    url: '/api/pcsx/apply',
    payload: { position_id: position, answers },
  });

const filesOf = async (email: string) =>
  t.database.db
    .selectFrom('files')
    .innerJoin('candidates', 'candidates.id', 'files.candidate_id')
    .select(['files.id', 'files.size', 'files.content_type'])
    .where('candidates.email', '=', email)
    .execute();

describe('application files', () => {
  it('measures a file on the bytes received, not on the size the browser declares', async () => {
    const email = 'liar@acme.example';
    const browser = await signIn(t.app, email);
    const [responses, files] = [await countRows(t, 'form_responses'), await countRows(t, 'files')];
    // 6 MB against the resume's 5 MB rule, declared as 100 bytes
    const lying = { ...uploadedFile('resume.txt', 'x'.repeat(6 * megabyte)), size: 100 };
    for (const sent of [
      await saveDraft(browser, answersWith(email, [lying])),
      await submit(browser, answersWith(email, [lying])),
    ]) {
      expect(sent.statusCode).toBe(413);
      expect(sent.json().error.code).toBe('file_too_large');
      expect(sent.json().error.fields.resume).toBe('These files are larger than 5 MB: resume.txt');
    }
    expect(await countRows(t, 'form_responses')).toBe(responses);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('types a file from its content: a program or a page is not a resume, whatever it claims', async () => {
    const email = 'types@acme.example';
    const browser = await signIn(t.app, email);
    const files = await countRows(t, 'files');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]).toString('latin1');
    const disguised = [
      {
        ...uploadedFile('resume.exe', ''),
        content: Buffer.from(program, 'latin1').toString('base64'),
      },
      {
        ...uploadedFile('resume.pdf', ''),
        type: 'application/pdf',
        content: Buffer.from(program, 'latin1').toString('base64'),
      },
      uploadedFile('resume.html', '<!DOCTYPE html><script>alert(1)</script>', 'text/html'),
      uploadedFile('resume.txt', '<html><body onload="alert(1)">', 'text/plain'),
    ];
    for (const file of disguised) {
      const sent = await submit(browser, answersWith(email, [file]));
      expect(sent.statusCode).toBe(415);
      expect(sent.json().error.code).toBe('file_type_not_allowed');
      expect(sent.json().error.fields.resume).toBe(
        `${file.name} is not a type of file this field accepts.`,
      );
      expect((await saveDraft(browser, answersWith(email, [file]))).statusCode).toBe(415);
    }
    expect(await countRows(t, 'files')).toBe(files);

    // an honest PDF is stored with the type its content has
    const pdf = { ...uploadedFile('resume.pdf', '%PDF-1.4\n% a tiny resume\n'), type: '' };
    expect((await submit(browser, answersWith(email, [pdf]))).statusCode).toBe(201);
    expect(await filesOf(email)).toEqual([
      expect.objectContaining({ content_type: 'application/pdf' }),
    ]);
  });

  it('holds a draft to the file rules of a submission', async () => {
    const email = 'twofiles@acme.example';
    const browser = await signIn(t.app, email);
    const files = await countRows(t, 'files');
    const two = [uploadedFile('a.txt', 'one'), uploadedFile('b.txt', 'two')];
    const sent = await saveDraft(browser, { resume: two });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().error.fields).toEqual({ resume: 'Upload no more than 1 files.' });
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('keeps one file when a draft replaces its file ten times', async () => {
    const email = 'resaver@acme.example';
    const browser = await signIn(t.app, email);
    for (let save = 0; save < 10; save += 1) {
      const resume = uploadedFile('resume.txt', String(save).repeat(megabyte));
      expect((await saveDraft(browser, { resume: [resume] })).statusCode).toBe(200);
    }
    const stored = await filesOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.size).toBe(megabyte);

    // a file the draft keeps stays, and a dropped one goes
    const kept = await saveDraft(browser, {
      resume: [{ ...uploadedFile('resume.txt', ''), content: undefined, fileId: stored[0]!.id }],
    });
    expect(kept.statusCode).toBe(200);
    expect(Buffer.from(kept.json().data.answers.resume[0].content, 'base64').byteLength).toBe(
      megabyte,
    );
    expect(await filesOf(email)).toHaveLength(1);
    expect((await saveDraft(browser, { firstName: 'Sam' })).statusCode).toBe(200);
    expect(await filesOf(email)).toHaveLength(0);
  }, 60_000);

  it("answers 404 and no bytes for another candidate's file", async () => {
    const owner = await signIn(t.app, 'owner@acme.example');
    const secret = uploadedFile('resume.txt', 'the owner’s secret resume');
    expect((await saveDraft(owner, { resume: [secret] })).statusCode).toBe(200);
    const [file] = await filesOf('owner@acme.example');

    const thief = await signIn(t.app, 'thief@acme.example');
    const reference = { ...secret, content: undefined, fileId: file!.id };
    for (const sent of [
      await saveDraft(thief, { resume: [reference] }),
      await submit(thief, answersWith('thief@acme.example', [reference])),
    ]) {
      expect(sent.statusCode).toBe(404);
      expect(sent.body).not.toContain(Buffer.from('the owner’s secret resume').toString('base64'));
    }
    const form = await request(t.app, thief, {
      url: `/api/pcsx/apply_form?position_id=${position}`,
    });
    expect(form.json().data.response).toBeNull();
  });
});
