import type { PDFRawStream } from 'pdf-lib';
import { PDFDict, PDFDocument, PDFName, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fontkit } from '../pdf/fonts/fontkit.ts';
import { renderResumePdf } from './render-resume-pdf.ts';

const profile = {
  firstName: 'محمد',
  lastName: 'علي',
  preferredName: '',
  email: 'ada@example.com',
  avatar: null,
  headline: 'Łukasz Żółkiewski — Иван — 王伟 — שלום — हिन्दी — తెలుగు — ภาษาไทย — Ελληνικά',
  summary: 'مهندس برمجيات في القاهرة. Builds payment systems. 负责后端服务的设计与实现。',
  location: null,
  phones: [],
  links: [],
  workExperience: [],
  education: [],
  skills: [{ name: 'TypeScript', proficiency: null, isParsed: false }],
  languages: [],
  certifications: [],
  jobPreferences: {
    desiredTitles: [],
    locations: [],
    workplaceTypes: [],
    employmentTypes: [],
    salaryExpectation: null,
    willingToRelocate: false,
    earliestStart: null,
  },
  resumes: [],
  parsedFields: [],
  resumeSuggestions: [],
};

/** The font programs a PDF embeds, each parsed back with fontkit. */
const embeddedFonts = async (bytes: Uint8Array) => {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFDict &&
        object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    )
    .map(([, descriptor]) => {
      const dict = descriptor as PDFDict;
      const stream = document.context.lookup(dict.get(PDFName.of('FontFile2'))) as PDFRawStream;
      return {
        name: String(dict.get(PDFName.of('FontName'))),
        font: fontkit.create(Buffer.from(decodePDFRawStream(stream).decode())),
      };
    });
};

describe('renderResumePdf', () => {
  it('embeds a subset of each font whose glyphs all keep their outlines', async () => {
    const fonts = await embeddedFonts(await renderResumePdf({ profile, language: 'ar' }));
    const names = fonts.map((entry) => entry.name.replace(/^\/|-\d+$/g, ''));
    for (const family of [
      'NotoSans',
      'NotoNaskhArabic',
      'NotoSansHebrew',
      'NotoSansDevanagari',
      'NotoSansTelugu',
      'NotoSansThai',
      'NotoSansSC',
    ])
      expect(
        names.some((name) => name.startsWith(family)),
        family,
      ).toBe(true);
    for (const { name, font } of fonts) {
      // subsetted: a few dozen glyphs, not the thousands of the family
      expect(font.numGlyphs, name).toBeLessThan(120);
      const blank = Array.from({ length: font.numGlyphs - 1 }, (_, index) =>
        font.getGlyph(index + 1),
      ).filter((glyph) => (glyph.path as unknown as { commands: unknown[] }).commands.length === 0);
      // a space may be blank; a letter that lost its outline would print nothing
      expect(blank.length, name).toBeLessThanOrEqual(2);
    }
  });
});
