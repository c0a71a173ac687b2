import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { multipart } from '../../test/multipart-body.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import {
  countRows,
  defaultTenantId,
  fileAnswer,
  fileUploadUrl,
  sendFile,
  uploadedFile,
} from '../form-responses/form-responses-test-kit.ts';

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

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

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

const resume = { form: 'application', field: 'resume' };
const uploadResume = (
  browser: Browser,
  name: string,
  content: string | Uint8Array,
  type?: string,
) => sendFile(t, browser, fileUploadUrl('application', 'resume'), { name, content, type });

describe('application files', () => {
  it('measures a file on the bytes received, not on the size the browser declares', async () => {
    const email = 'liar@acme.example';
    const browser = await signIn(t.app, email);
    const files = await countRows(t, 'files');
    // 6 MB against the resume's 5 MB rule: refused by its length, or counted as it streams in
    const declared = await uploadResume(browser, 'resume.txt', 'x'.repeat(6 * megabyte));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.fields.resume).toBe('The file is too large. The limit is 5 MB.');
    const body = multipart([
      {
        field: 'file',
        name: 'resume.txt',
        type: 'text/plain',
        content: new Uint8Array(6 * megabyte),
      },
    ]);
    // a body that declares a small length and sends more is cut at the limit as it streams in
    const lying = await request(t.app, browser, {
      method: 'POST',
      url: fileUploadUrl('application', 'resume'),
      payload: body.payload,
      headers: { ...body.headers, 'content-length': '100' },
    });
    expect(lying.statusCode).toBe(413);
    expect(lying.json().error.code).toBe('file_too_large');
    expect(lying.json().error.fields.resume).toBe('These files are larger than 5 MB: resume.txt');
    expect(await countRows(t, 'files')).toBe(files);

    // a stored file's size is the server's, whatever the answers then declare
    const honest = await uploadedFile(t, browser, resume, 'resume.txt', 'four');
    const saved = await saveDraft(browser, { resume: [{ ...honest, size: 1 }] });
    expect(saved.json().data.answers.resume[0].size).toBe(4);
  });

  it('types a file from its content: a program or a page is not a resume, whatever it claims', async () => {
    const email = 'types@acme.example';
    const browser = await signIn(t.app, email);
    const files = await countRows(t, 'files');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const disguised: [string, string | Uint8Array, string][] = [
      ['resume.exe', program, 'application/octet-stream'],
      ['resume.pdf', program, 'application/pdf'],
      ['resume.html', '<!DOCTYPE html><script>alert(1)</script>', 'text/html'],
      ['resume.txt', '<html><body onload="alert(1)">', 'text/plain'],
    ];
    for (const [name, content, type] of disguised) {
      const sent = await uploadResume(browser, name, content, type);
      expect(sent.statusCode).toBe(415);
      expect(sent.json().error.code).toBe('file_type_not_allowed');
      expect(sent.json().error.fields.resume).toBe(
        `${name} is not a type of file this field accepts.`,
      );
    }
    expect(await countRows(t, 'files')).toBe(files);

    // an honest PDF is stored with the type its content has
    const pdf = await uploadResume(browser, 'resume.pdf', await onePagePdf(), '');
    expect(pdf.statusCode).toBe(200);
    const named = fileAnswer(pdf.json().data);
    expect((await submit(browser, answersWith(email, [named]))).statusCode).toBe(201);
    expect(await filesOf(email)).toEqual([
      expect.objectContaining({ content_type: 'application/pdf' }),
    ]);
  });

  it('refuses a zip-bomb PDF upload with 422 and stores nothing', async () => {
    const browser = await signIn(t.app, 'bomber@acme.example');
    const files = await countRows(t, 'files');
    const sent = await uploadResume(browser, 'resume.pdf', zipBombPdf({ inflatedMb: 300 }));
    expect(sent.statusCode).toBe(422);
    expect(sent.json().error.code).toBe('file_too_complex');
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('holds a draft to the file rules of a submission', async () => {
    const email = 'twofiles@acme.example';
    const browser = await signIn(t.app, email);
    const two = [
      await uploadedFile(t, browser, resume, 'a.txt', 'one'),
      await uploadedFile(t, browser, resume, 'b.txt', 'two'),
    ];
    const responses = await countRows(t, 'form_responses');
    const sent = await saveDraft(browser, { resume: two });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().error.fields).toEqual({ resume: 'Upload no more than 1 files.' });
    expect(await countRows(t, 'form_responses')).toBe(responses);
  });

  it('keeps one file when a draft replaces its file ten times', async () => {
    const email = 'resaver@acme.example';
    const browser = await signIn(t.app, email);
    for (let save = 0; save < 10; save += 1) {
      const file = await uploadedFile(
        t,
        browser,
        resume,
        'resume.txt',
        String(save).repeat(megabyte),
      );
      expect((await saveDraft(browser, { resume: [file] })).statusCode).toBe(200);
    }
    const stored = await filesOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.size).toBe(megabyte);

    // a file the draft keeps stays, and a dropped one goes
    const kept = await saveDraft(browser, {
      resume: [fileAnswer({ fileId: stored[0]!.id, name: 'resume.txt', size: 0, type: '' })],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.answers.resume[0].size).toBe(megabyte);
    expect(await filesOf(email)).toHaveLength(1);
    expect((await saveDraft(browser, { firstName: 'Sam' })).statusCode).toBe(200);
    expect(await filesOf(email)).toHaveLength(0);
  }, 60_000);

  it("answers 404 and no bytes for another candidate's file", async () => {
    const owner = await signIn(t.app, 'owner@acme.example');
    const secret = await uploadedFile(t, owner, resume, 'resume.txt', 'the owner’s secret resume');
    expect((await saveDraft(owner, { resume: [secret] })).statusCode).toBe(200);

    const thief = await signIn(t.app, 'thief@acme.example');
    for (const sent of [
      await saveDraft(thief, { resume: [secret] }),
      await submit(thief, answersWith('thief@acme.example', [secret])),
      await request(t.app, thief, { url: `/api/pcsx/form_files/${secret.fileId}` }),
    ]) {
      expect(sent.statusCode).toBe(404);
      expect(sent.body).not.toContain('the owner’s secret resume');
    }
    const form = await request(t.app, thief, {
      url: `/api/pcsx/apply_form?position_id=${position}`,
    });
    expect(form.json().data.response).toBeNull();
  });
});
