import { describe, expect, it } from 'vitest';
import { zipBombDocx } from '../../test/hostile-files.ts';
import { parseResume } from './parse-resume.ts';
import { generateResume, type ResumeFormat } from './testing/generate-resumes.ts';
import type { ResumeLayout } from './testing/resume-document.ts';
import type { ResumeLanguage } from './testing/resume-languages.ts';

const trade = {
  titles: ['Software Engineer', 'Data Analyst', 'Production Planner'],
  skills: ['Python', 'Node.js', 'GD&T', 'Power BI', 'C++', 'SQL'],
  duties: ['Plan weekly production runs with the floor team.'],
};
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const parseGenerated = async (
  seed: number,
  language: ResumeLanguage,
  layout: ResumeLayout,
  format: ResumeFormat,
) => {
  const resume = await generateResume({ seed, language, layout, format, trade });
  const parsed = await parseResume({ ...resume, skillVocabulary: trade.skills });
  return { truth: resume.truth, parsed };
};

describe('parseResume on generated files', () => {
  it.each([
    [3, 'fr', 'two-column', 'pdf'],
    [5, 'de', 'table', 'pdf'],
    [11, 'es', 'one-column', 'txt'],
    [7, 'pl', 'one-column', 'docx'],
    [21, 'en', 'two-column', 'docx'],
  ] as const)(
    'seed %i: a %s resume, %s, %s: contact, jobs and education as written',
    async (seed, language, layout, format) => {
      const { truth, parsed } = await parseGenerated(seed, language, layout, format);
      expect(parsed).toMatchObject({
        textReadable: true,
        firstName: truth.firstName,
        lastName: truth.lastName,
        email: truth.email,
        phones: [{ number: truth.phone }],
        location: { city: truth.city, countryCode: truth.countryCode },
      });
      expect(
        parsed.workExperience.map((job) => [job.company, job.title, job.startDate, job.endDate]),
      ).toEqual(truth.work.map((job) => [job.company, job.title, job.start, job.end]));
      expect(parsed.education[0]).toMatchObject({
        institution: truth.education[0]!.institution,
        endDate: truth.education[0]!.end,
      });
      expect(parsed.skills.map((skill) => skill.name)).toEqual(
        expect.arrayContaining(truth.skills),
      );
    },
  );
});

describe('parseResume on files it cannot read', () => {
  it('says an image has no readable text', async () => {
    const parsed = await parseResume({
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      contentType: 'image/png',
      fileName: 'me.png',
      skillVocabulary: [],
    });
    expect(parsed).toMatchObject({ textReadable: false, workExperience: [] });
  });

  it('refuses a zip-bomb DOCX before inflating it, and reads an honest one', async () => {
    const bomb = await parseResume({
      bytes: zipBombDocx(),
      contentType: DOCX,
      fileName: 'cv.docx',
      skillVocabulary: [],
    });
    expect(bomb.textReadable).toBe(false);
    const { parsed } = await parseGenerated(9, 'it', 'one-column', 'docx');
    expect(parsed.textReadable).toBe(true);
  });

  it('reads a UTF-16 text file by its byte order mark', async () => {
    const text = '\uFEFFЗоя Ковалёва\nzoya@example.com';
    const bytes = new Uint8Array(text.length * 2);
    [...text].forEach((char, index) =>
      bytes.set([char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8], index * 2),
    );
    const parsed = await parseResume({
      bytes,
      contentType: 'text/plain',
      fileName: 'cv.txt',
      skillVocabulary: [],
    });
    expect(parsed).toMatchObject({
      firstName: 'Зоя',
      lastName: 'Ковалёва',
      email: 'zoya@example.com',
    });
  });
});
