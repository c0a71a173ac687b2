import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../../../../bench/resume/outside-corpus.ts';
import { parseResume } from '../parse-resume.ts';
import { readSkills } from './read-skills.ts';

const skillsOf = async (name: string) => {
  const parsed = await parseResume({
    bytes: new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, name))),
    contentType: 'application/pdf',
    fileName: path.basename(name),
    skillVocabulary: [],
  });
  return parsed.skills.map((skill) => skill.name);
};

describe('readSkills, lists', () => {
  it('splits at separators outside brackets only, Arabic and CJK commas too', () => {
    const names = readSkills({
      skillsSection: ['SQL (PostgreSQL, Snowflake), Python (pandas)، AutoCAD、Primavera P6；Revit'],
      prose: '',
      vocabulary: [],
    }).map((skill) => skill.name);
    expect(names).toEqual([
      'SQL (PostgreSQL, Snowflake)',
      'Python (pandas)',
      'AutoCAD',
      'Primavera P6',
      'Revit',
    ]);
  });
});

describe('parseResume, skills of outside resumes', () => {
  it("reads a Europass CV's job skills, not its language grid, licence or footer", async () => {
    expect(await skillsOf('latex/europasscv-tr-muhasebe.pdf')).toEqual([
      'Logo Tiger',
      'Mikro',
      'e-Defter',
      'UFRS',
      'ileri düzey Excel',
    ]);
  });

  it('keeps a skill with a bracketed list whole, leaves a language with its level out', async () => {
    const names = await skillsOf('latex/mcv-casual-de-spedition.pdf');
    expect(names).toContain('Excel (SVERWEIS, Pivot)');
    expect(names.some((name) => /Englisch|Deutsch/u.test(name))).toBe(false);
  });
});
