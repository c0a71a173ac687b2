import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../../../../../bench/resume/outside-corpus.ts';
import { parseResume } from '../../parse-resume.ts';
import { readPdfLines } from './read-pdf-lines.ts';

// Right-to-left PDFs of the outside corpus: Chromium draws Arabic a glyph an item, LibreOffice a
// word an item, both left to right on the page; the lines must come in reading order.
const corpusFile = (name: string) => new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, name)));
const textsOf = async (name: string) =>
  ((await readPdfLines(corpusFile(name))) ?? []).map((line) => line.text);
const parse = (name: string) =>
  parseResume({
    bytes: corpusFile(name),
    contentType: 'application/pdf',
    fileName: path.basename(name),
    skillVocabulary: [],
  });

describe('readPdfLines, right to left', () => {
  it('puts an Arabic PDF drawn a glyph an item in reading order, dates and dashes kept', async () => {
    const texts = await textsOf('hand/ar-teacher-egypt.pdf');
    expect(texts.slice(0, 2)).toEqual(['عمر خليل', 'معلم رياضيات – المرحلتان الإعدادية والثانوية']);
    expect(texts).toContain('المهارات');
    expect(texts.find((text) => text.startsWith('معلم رياضيات أول'))).toMatch(
      /\tسبتمبر ٢٠١٧ – حتى الآن$/u,
    );
  });

  it('puts back a lam-alef ligature pdf.js reversed, and a hanging bullet before its item', async () => {
    const texts = await textsOf('office/ar-hr-header.pdf');
    expect(texts).toContain('الخبرة العملية');
    expect(texts.some((text) => text.includes('طيران الإمارات'))).toBe(true);
    expect(texts).toContain('• التوظيف وإدارة شؤون الموظفين');
  });

  it('reads a Hebrew PDF with its Latin words and numbers in place', async () => {
    const texts = await textsOf('hand/he-engineer-rtl.pdf');
    expect(texts).toContain('052-384-7261');
    expect(texts).toContain('ניסיון תעסוקתי');
    expect(texts.some((text) => text.includes('הטמעת מודול תכנון ב־SAP PP'))).toBe(true);
  });
});

describe('parseResume, right-to-left PDFs', () => {
  it('writes the Arabic name, the jobs with their Arabic dates, the skills', async () => {
    const parsed = await parse('hand/ar-teacher-egypt.pdf');
    expect(parsed).toMatchObject({ firstName: 'عمر', lastName: 'خليل' });
    expect(parsed.confidence.name).toBeGreaterThanOrEqual(0.7);
    expect(parsed.workExperience).toContainEqual(
      expect.objectContaining({ title: 'معلم رياضيات أول', startDate: '2017-09', isCurrent: true }),
    );
    expect(parsed.workExperience).toContainEqual(
      expect.objectContaining({ startDate: '2012-09', endDate: '2017-06' }),
    );
    expect(parsed.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['التعلم النشط', 'GeoGebra', 'إدارة الصف']),
    );
  });

  it('reads a Hebrew phone number as Israeli and the current job', async () => {
    const parsed = await parse('hand/he-engineer-rtl.pdf');
    expect(parsed).toMatchObject({ firstName: 'נועה', lastName: 'כהן' });
    expect(parsed.phones.map((phone) => phone.number)).toEqual(['+972523847261']);
    expect(parsed.workExperience[0]).toMatchObject({
      title: 'מנהלת תכנון ובקרת ייצור',
      company: 'תעשיות גליל בע״מ',
      startDate: '2020-01',
      isCurrent: true,
    });
  });
});
