import fs from 'node:fs';
import path from 'node:path';

/** A resume of the outside corpus: what its document shows (bench/resume/corpus/README.md). */
export type OutsideTruth = {
  family: 'theme' | 'latex' | 'office' | 'hand' | 'text';
  madeWith: string;
  language: string;
  defaultCountry?: string;
  name: { first: string; last: string };
  email: string | null;
  phones: string[];
  /** The country is null when the document does not write it. */
  location: { city: string; countryCode: string | null } | null;
  work: {
    title: string;
    company: string;
    start: string | null;
    end: string | null;
    isCurrent: boolean;
  }[];
  education: { institution: string; degree: string; field: string; end: string | null }[];
  skills: string[];
  skillsAccepted?: string[];
};

export type CorpusFile = {
  /** `family/id.ext`, for the report. */
  id: string;
  filePath: string;
  contentType: string;
  truth: OutsideTruth;
};

export const CORPUS_DIR = path.join(import.meta.dirname, 'corpus');

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.doc': 'application/msword',
  '.txt': 'text/plain',
};

/** Every resume of the corpus with its truth, family by family, in name order. */
export const readOutsideCorpus = (directory = CORPUS_DIR): CorpusFile[] =>
  fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((family) => {
      const folder = path.join(directory, family.name);
      const names = fs.readdirSync(folder).sort();
      return names.flatMap((name) => {
        const extension = path.extname(name).toLowerCase();
        const contentType = CONTENT_TYPES[extension];
        const truthPath = path.join(folder, `${path.basename(name, extension)}.truth.json`);
        if (!contentType || !fs.existsSync(truthPath)) return [];
        const truth = JSON.parse(fs.readFileSync(truthPath, 'utf8')) as OutsideTruth;
        return [
          { id: `${family.name}/${name}`, filePath: path.join(folder, name), contentType, truth },
        ];
      });
    });
