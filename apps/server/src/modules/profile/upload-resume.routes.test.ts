import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptedPdf } from '../../test/encrypted-pdf.ts';
import { wordDocx, zipBombDocx, zipBombPdf } from '../../test/hostile-files.ts';
import { signIn, type Browser } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  dataUrl,
  editProfile,
  getProfile,
  openEachTestWithAda,
  resumeForm,
  TXT_RESUME,
  uploadResume,
} from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened), {
  config: { fileUploadConfig: { maxSizeMb: 1 } },
});

const pdfResume = async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document
    .addPage()
    .drawText('Ada Lovelace  ada.lovelace@mail.example', { x: 50, y: 700, font, size: 12 });
  return document.save();
};

const expectRefused = async (
  file: Parameters<typeof uploadResume>[2],
  status: number,
  code: string,
) => {
  const before = await countRows(t.app);
  const response = await uploadResume(t.app, ada, file);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
  expect(response.json().message).toBeTruthy();
  expect(await countRows(t.app)).toEqual(before);
};

describe('POST /api/pcsx/upload_resume', () => {
  it('stores a TXT resume as the current one and fills the empty email from it', async () => {
    const response = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: TXT_RESUME,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { candidate, parse } = response.json().data;
    expect(parse.textReadable).toBe(true);
    expect(parse.filledFields).toContain('email');
    expect(candidate.email).toBe('ada.lovelace@mail.example');
    expect(candidate.resumes).toEqual([
      expect.objectContaining({
        fileName: 'cv.txt',
        contentType: 'text/plain',
        size: Buffer.byteLength(TXT_RESUME),
        isCurrent: true,
        isTextReadable: true,
      }),
    ]);
    const download = await uploadResumeDownload(candidate.resumes[0].downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(TXT_RESUME);
    expect(download.headers['content-disposition']).toContain('cv.txt');
  });

  it('never overwrites what the candidate typed, and adds no duplicate items', async () => {
    await editProfile(t.app, ada, {
      op_section: 'basics',
      operation: 'update',
      op_data: { value: { firstName: 'Augusta', lastName: 'King', email: 'augusta@home.example' } },
    });
    await editProfile(t.app, ada, {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name: 'MATHEMATICS' } },
    });
    const first = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: TXT_RESUME,
    });
    const { candidate, parse } = first.json().data;
    expect(candidate).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      email: 'augusta@home.example',
    });
    expect(parse.filledFields).not.toContain('email');
    expect(parse.filledFields).not.toContain('firstName');
    const mathematics = candidate.skills.filter(
      (skill: { name: string }) => skill.name.toLowerCase() === 'mathematics',
    );
    expect(mathematics).toEqual([{ name: 'MATHEMATICS', proficiency: null, isParsed: false }]);
    // the same resume again adds nothing new, and becomes the current one
    const again = await uploadResume(t.app, ada, {
      name: 'cv-2.txt',
      type: 'text/plain',
      bytes: TXT_RESUME,
    });
    expect(again.json().data.parse.addedItems).toBe(0);
    const profile = again.json().data.candidate;
    expect(profile.skills).toEqual(candidate.skills);
    expect(profile.workExperience).toEqual(candidate.workExperience);
    expect(
      profile.resumes.map((resume: { fileName: string; isCurrent: boolean }) => [
        resume.fileName,
        resume.isCurrent,
      ]),
    ).toEqual([
      ['cv-2.txt', true],
      ['cv.txt', false],
    ]);
  });

  it('stores a PDF, a DOCX and an image; an image says its text cannot be read', async () => {
    const pdf = await uploadResume(t.app, ada, {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await pdfResume(),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data.candidate.resumes[0]).toMatchObject({
      contentType: 'application/pdf',
      isCurrent: true,
    });
    const docx = await uploadResume(t.app, ada, {
      name: 'cv.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: wordDocx(),
    });
    expect(docx.statusCode, docx.body).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await uploadResume(t.app, ada, {
      name: 'scan.png',
      type: 'image/png',
      bytes: png,
    });
    expect(image.statusCode).toBe(200);
    expect(image.json().data.parse).toEqual({
      textReadable: false,
      filledFields: [],
      addedItems: 0,
      suggestedFields: [],
    });
    expect(image.json().data.candidate.resumes[0]).toMatchObject({
      fileName: 'scan.png',
      isTextReadable: false,
    });
    expect(image.json().data.candidate.resumes).toHaveLength(3);
  });

  it('refuses spoofed, empty, oversized, encrypted and zip-bomb files, storing nothing', async () => {
    const program = new Uint8Array([0x4d, 0x5a, ...new Array(300).fill(0)]);
    await expectRefused(
      { name: 'cv.pdf', type: 'application/pdf', bytes: program },
      415,
      'file_type_not_allowed',
    );
    await expectRefused(
      { name: 'cv.txt', type: 'text/plain', bytes: '<html><script>alert(1)</script></html>' },
      415,
      'file_type_not_allowed',
    );
    await expectRefused({ name: 'cv.txt', type: 'text/plain', bytes: '' }, 400, 'file_empty');
    await expectRefused(
      { name: 'cv.txt', type: 'text/plain', bytes: 'x'.repeat(1024 * 1024 + 1) },
      413,
      'file_too_large',
    );
    await expectRefused(
      { name: 'cv.pdf', type: 'application/pdf', bytes: encryptedPdf() },
      422,
      'file_encrypted',
    );
    await expectRefused(
      { name: 'cv.pdf', type: 'application/pdf', bytes: zipBombPdf() },
      422,
      'file_too_complex',
    );
    await expectRefused(
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: zipBombDocx({ isWord: true }),
      },
      422,
      'file_too_complex',
    );
  });

  it('refuses two files, a body that is not a data URL, and a missing file with 400', async () => {
    const two = resumeForm([
      { name: 'a.txt', content: dataUrl('text/plain', TXT_RESUME) },
      { name: 'b.txt', content: dataUrl('text/plain', TXT_RESUME) },
    ]);
    await expectRefused(two, 400, 'bad_request');
    await expectRefused(resumeForm([{ name: 'a.txt', content: 'hello' }]), 400, 'bad_request');
    await expectRefused(resumeForm([]), 400, 'bad_request');
  });

  it("keeps each candidate's resumes to themselves", async () => {
    const upload = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: TXT_RESUME,
    });
    const [resume] = upload.json().data.candidate.resumes;
    const bob = await signIn(t.app, 'bob@example.com');
    const { request } = await import('../../test/sign-in.ts');
    expect(
      (await request(t.app, bob, { url: `${resume.downloadUrl}?domain=acme.example` })).statusCode,
    ).toBe(404);
    expect(
      (
        await request(t.app, bob, {
          method: 'POST',
          url: `/api/pcsx/resumes/${resume.id}/current?domain=acme.example`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await request(t.app, bob, {
          method: 'DELETE',
          url: `/api/pcsx/resumes/${resume.id}?domain=acme.example`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await getProfile(t.app, ada)).json().data.profile.resumes).toHaveLength(1);
  });

  it('makes an older resume current, and deleting the current one makes the newest left current', async () => {
    const { request } = await import('../../test/sign-in.ts');
    await uploadResume(t.app, ada, { name: 'old.txt', type: 'text/plain', bytes: TXT_RESUME });
    t.clock.advance(60_000);
    const latest = await uploadResume(t.app, ada, {
      name: 'new.txt',
      type: 'text/plain',
      bytes: TXT_RESUME,
    });
    const [newer, older] = latest.json().data.candidate.resumes;
    const made = await request(t.app, ada, {
      method: 'POST',
      url: `/api/pcsx/resumes/${older.id}/current?domain=acme.example`,
    });
    expect(made.statusCode).toBe(200);
    expect(
      made.json().data.profile.resumes.map((resume: { isCurrent: boolean }) => resume.isCurrent),
    ).toEqual([false, true]);
    const files = (await countRows(t.app)).files;
    const deleted = await request(t.app, ada, {
      method: 'DELETE',
      url: `/api/pcsx/resumes/${older.id}?domain=acme.example`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.profile.resumes).toEqual([
      expect.objectContaining({ id: newer.id, isCurrent: true }),
    ]);
    expect((await countRows(t.app)).files).toBe(files - 1);
  });
});

const uploadResumeDownload = async (path: string) => {
  const { request } = await import('../../test/sign-in.ts');
  return request(t.app, ada, { url: `${path}?domain=acme.example` });
};
