// node bench/resume/inspect.ts <file>: the lines the parser reads from one resume, with their
// typography and section, then what it made of them beside the truth. For finding why a file of
// the outside corpus scores as it does.
import fs from 'node:fs';
import path from 'node:path';
import { extractLines } from '../../apps/server/src/services/resume-parser/extract/extract-lines.ts';
import { parseResume } from '../../apps/server/src/services/resume-parser/parse-resume.ts';
import { splitSections } from '../../apps/server/src/services/resume-parser/fields/split-sections.ts';
import { readOutsideCorpus } from './outside-corpus.ts';

const wanted = process.argv[2] ?? '';
const file = readOutsideCorpus().find((entry) => entry.id.includes(wanted));
if (!file) throw new Error(`No corpus file matches ${wanted}`);
const bytes = new Uint8Array(fs.readFileSync(file.filePath));
const lines = (await extractLines(bytes, file.contentType)) ?? [];
const sections = splitSections(lines);
const sectionOf = new Map(
  Object.entries(sections).flatMap(([kind, members]) => members.map((line) => [line, kind])),
);
for (const line of lines) {
  const marks = `${line.size.toFixed(1).padStart(5)} ${line.isBold ? 'B' : ' '}${line.isHeading ? 'H' : ' '}${line.startsBlock ? '¶' : ' '} ${line.region.padEnd(6)} ${(sectionOf.get(line) ?? '—').padEnd(14)}`;
  console.info(`${marks} ${line.text.replace(/\t/g, ' ⇥ ')}`);
}
const parsed = await parseResume({
  bytes,
  contentType: file.contentType,
  fileName: path.basename(file.filePath),
  skillVocabulary: [],
});
console.info(
  '\nparsed:',
  JSON.stringify(
    { ...parsed, summary: parsed.summary?.slice(0, 60) },
    (key, value) => (key === 'description' ? undefined : value),
    1,
  ),
);
console.info('\ntruth:', JSON.stringify(file.truth, null, 1));
process.exit(0);
