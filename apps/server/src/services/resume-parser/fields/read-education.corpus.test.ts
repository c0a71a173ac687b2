import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, readOutsideCorpus } from '../../../../../../bench/resume/outside-corpus.ts';
import { parseResume } from '../parse-resume.ts';

// Degrees of the outside corpus (bench/resume/corpus) that the parser read wrong: schools named
// in scripts without capitals or spaces, a grade and a city after the school, a school's name
// hyphenated across two lines.
const educationOf = async (id: string) => {
  const file = readOutsideCorpus(CORPUS_DIR).find((entry) => entry.id === id)!;
  const parsed = await parseResume({
    bytes: new Uint8Array(fs.readFileSync(file.filePath)),
    contentType: file.contentType,
    fileName: path.basename(file.filePath),
    skillVocabulary: [],
  });
  return parsed.education.map((item) => [item.institution, item.degree, item.field, item.endDate]);
};

describe('parseResume, degrees of outside resumes', () => {
  it('takes 大学 and جامعة for schools, the degree beside them for the degree', async () => {
    expect(await educationOf('office/ja-engineer-two-page.pdf')).toEqual([
      ['名古屋大学', '修士', '機械工学', '2013-01'],
    ]);
    expect(await educationOf('office/ar-hr-header.odt')).toEqual([
      ['جامعة الشارقة', 'بكالوريوس', 'إدارة الأعمال', '2016-01'],
    ]);
  });

  it('leaves a grade and the city of a "degree, school, city, grade" line out of the school', async () => {
    expect(await educationOf('latex/mcv-classic-en-nurse.pdf')).toEqual([
      ['Loyola University Chicago', 'Bachelor of Science', 'Nursing', '2016-01'],
    ]);
  });

  it('joins a school hyphenated at the line end again', async () => {
    expect(await educationOf('latex/mcv-oldstyle-de-pflege.pdf')).toEqual([
      [
        'Bildungszentrum für Pflegeberufe',
        'Fachweiterbildung Intensivpflege und Anästhesie (DKG)',
        '',
        '2020-01',
      ],
      [
        'Berufsfachschule für Krankenpflege Ebersberg',
        'Ausbildung zur Gesundheits- und Krankenpflegerin',
        '',
        '2015-01',
      ],
    ]);
  });
});
