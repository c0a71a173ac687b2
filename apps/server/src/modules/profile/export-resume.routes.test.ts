import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../services/pdf/pdf-text.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { editProfile, openEachTestWithAda } from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

/** JSON Resume's own validator (the resume-schema package: schema 1.0.0 and z-schema). */
const require = createRequire(import.meta.url);
const { validate } = require('resume-schema') as {
  validate: (resume: unknown, done: (error: unknown, result?: { valid: boolean }) => void) => void;
};
const validateJsonResume = (resume: unknown) =>
  new Promise<unknown>((resolve) => {
    validate(resume, (error) => resolve(error ?? null));
  });

// The product's own extractor (pdf.js's text layer through unpdf), as a reader copies the text.
const pdfText = extractPdfText;

const exportAs = (format: string) =>
  request(t.app, ada, { url: `/api/pcsx/export_resume?domain=${TEST_DOMAIN}&format=${format}` });

const fill = async (firstName: string, lastName: string) => {
  const edit = (op_section: string, operation: string, value: unknown) =>
    editProfile(t.app, ada, { op_section, operation, op_data: { value } });
  await edit('basics', 'update', { firstName, lastName, headline: 'Inżynier oprogramowania' });
  await edit('location', 'update', { city: 'Kraków', region: 'Małopolska', countryCode: 'PL' });
  await edit('phones', 'add', { number: '+48123456789' });
  await edit('workExperience', 'add', {
    title: 'Программист',
    company: 'Яндекс',
    startDate: '2019-02',
    endDate: '2021-06',
    description: '负责后端服务 — Ελληνικά — हिन्दी — తెలుగు — ภาษาไทย — עברית',
  });
  await edit('workExperience', 'add', {
    title: 'Engineer',
    company: 'Acme',
    startDate: '2021-07',
    isCurrent: true,
  });
  await edit('education', 'add', {
    institution: 'جامعة القاهرة',
    degree: 'BSc',
    field: 'Computer Science',
  });
  await edit('skills', 'add', { name: 'TypeScript' });
  await edit('languages', 'add', { name: 'Polish', fluency: 'native' });
};

describe('GET /api/pcsx/export_resume', () => {
  it('renders a PDF whose text comes back in every script, names included', async () => {
    await fill('Łukasz', 'Żółkiewski');
    await editProfile(t.app, ada, {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name: 'Иван 王伟 محمد' } },
    });
    const response = await exportAs('pdf&hl=de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(new Uint8Array(response.rawPayload));
    // Devanagari and Telugu are shaped: a vowel sign written before its consonant is drawn (and
    // so extracted) in that visual order, hence their check skips the first syllable.
    for (const expected of [
      'Łukasz Żółkiewski',
      'Иван',
      '王伟',
      'محمد',
      'Яндекс',
      'Kraków',
      'TypeScript',
      'Berufserfahrung',
      'עברית',
      'ภาษาไทย',
      'Ελληνικά',
      'न्दी',
      'లుగు',
    ])
      expect(text, expected).toContain(expected);
  });

  it('answers a JSON Resume 1.0.0 document that its schema accepts', async () => {
    await fill('Ada', 'Lovelace');
    const response = await exportAs('json_resume');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const resume = response.json();
    expect(await validateJsonResume(resume)).toBeNull();
    expect(resume.basics).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+48123456789',
      location: { city: 'Kraków', region: 'Małopolska', countryCode: 'PL' },
    });
    expect(resume.work).toEqual([
      expect.objectContaining({
        name: 'Яндекс',
        position: 'Программист',
        startDate: '2019-02',
        endDate: '2021-06',
      }),
      expect.objectContaining({ name: 'Acme', position: 'Engineer', startDate: '2021-07' }),
    ]);
    expect(resume.work[1].endDate).toBeUndefined();
    expect(resume.education).toEqual([
      expect.objectContaining({
        institution: 'جامعة القاهرة',
        area: 'Computer Science',
        studyType: 'BSc',
      }),
    ]);
    expect(resume.skills).toEqual([{ name: 'TypeScript', keywords: [] }]);
    expect(resume.languages).toEqual([
      { language: 'Polish', fluency: 'Native or bilingual proficiency' },
    ]);
  });

  it('exports an empty profile too, and refuses an unknown format', async () => {
    expect((await exportAs('pdf')).statusCode).toBe(200);
    expect(await validateJsonResume((await exportAs('json_resume')).json())).toBeNull();
    expect((await exportAs('docx')).statusCode).toBe(400);
  });
});
