import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, readOutsideCorpus } from '../../../../../../bench/resume/outside-corpus.ts';
import { parseResume } from '../parse-resume.ts';

const parse = async (id: string) => {
  const file = readOutsideCorpus(CORPUS_DIR).find((entry) => entry.id === id)!;
  return parseResume({
    bytes: new Uint8Array(fs.readFileSync(file.filePath)),
    contentType: file.contentType,
    fileName: path.basename(file.filePath),
    skillVocabulary: [],
  });
};

describe('parseResume, the header of outside resumes', () => {
  it('keeps a headline set like the headings in the header, with the contact line under it', async () => {
    const parsed = await parse('office/en-gb-chef-photo.pdf');
    expect(parsed.headline).toBe('Sous Chef');
    expect(parsed.location).toMatchObject({ city: 'Manchester', countryCode: 'GB' });
  });

  it("reads past the document's title: no place, no headline of it", async () => {
    const parsed = await parse('text/vi-ke-toan-tong-hop.txt');
    expect(parsed.location?.countryCode).toBe('VN');
    expect(parsed.phones.map((phone) => phone.number)).toEqual(['+84903456789']);
  });

  it('takes the name from the cell beside its label', async () => {
    const parsed = await parse('hand/ja-pharmacist-shokumu.pdf');
    expect(parsed).toMatchObject({ firstName: '健太', lastName: '佐藤' });
  });
});
