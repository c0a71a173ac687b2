// npm run bench:resume: parses every resume of the outside corpus (bench/resume/corpus) with the
// upload's parser (in this thread: the time is the parse's, not the parse pool's queue), and prints field precision and recall per layout family, the ten worst files and
// the parse times. See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseResume } from '../../apps/server/src/services/resume-parser/parse-resume.ts';
import { percentiles } from '../stats.ts';
import { documentText } from './document-text.ts';
import { readOutsideCorpus } from './outside-corpus.ts';
import { printFamilies, printWorst, type FileResult } from './outside-report.ts';
import { OUTSIDE_FIELDS, scoreOutside } from './score-outside.ts';

const { values } = parseArgs({
  strict: false,
  options: { only: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
const only = typeof values.only === 'string' ? values.only : '';
const files = readOutsideCorpus().filter((file) => file.id.includes(only));
console.info(`Parsing ${files.length} resumes of the outside corpus…`);

const results: FileResult[] = [];
// One untimed parse first: pdf.js and the place list load.
if (files[0]) {
  const first = files[0];
  const bytes = new Uint8Array(fs.readFileSync(first.filePath));
  await parseResume({
    bytes,
    contentType: first.contentType,
    fileName: first.id,
    skillVocabulary: [],
  });
}
for (const file of files) {
  const buffer = fs.readFileSync(file.filePath);
  const started = performance.now();
  const parsed = await parseResume({
    bytes: new Uint8Array(buffer),
    contentType: file.contentType,
    fileName: path.basename(file.filePath),
    skillVocabulary: [],
  });
  const ms = performance.now() - started;
  const score = scoreOutside(file.truth, parsed, await documentText(buffer, file.contentType));
  results.push({ file, parsed, score, ms });
  if (values.verbose)
    for (const field of OUTSIDE_FIELDS)
      if (score[field].wrong || score[field].missed)
        console.info(`${file.id} ${field}`, JSON.stringify(score[field]));
}

printFamilies(results);
printWorst(results, 10);
const time = percentiles(results.map((result) => result.ms));
const namesWrong = results.filter((result) => result.score.name.wrong > 0);
console.info(
  `\nnames wrong: ${namesWrong.length} of ${results.length}` +
    (namesWrong.length ? ` (${namesWrong.map((result) => result.file.id).join(', ')})` : '') +
    `; offered for review and right: ${results.filter((result) => result.score.isNameOfferedRight).length}`,
);
console.info(
  `parse time per file: p50=${time.p50.toFixed(1)} ms p95=${time.p95.toFixed(1)} ms p99=${time.p99.toFixed(1)} ms max=${time.max.toFixed(1)} ms (goals p95 ≤ 300 ms, p99 ≤ 1 s)`,
);
process.exit(0);
