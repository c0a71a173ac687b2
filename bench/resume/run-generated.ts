// npm run bench:resume -- --corpus generated: generates resumes with known truth, parses each, prints field-level
// precision and recall and the parse time per file. See bench/README.md.
import { parseArgs } from 'node:util';
import { FAMILIES } from '../../apps/server/src/demo/catalogue/catalogue.ts';
import { readResume } from '../../apps/server/src/services/resume-parser/index.ts';
import {
  generateResume,
  type ResumeFormat,
} from '../../apps/server/src/services/resume-parser/testing/generate-resumes.ts';
import type { ResumeLayout } from '../../apps/server/src/services/resume-parser/testing/resume-document.ts';
import type { ResumeLanguage } from '../../apps/server/src/services/resume-parser/testing/resume-languages.ts';
import { FIELDS, scoreResume, type Counts, type FieldName } from './score-resume.ts';
import { percentiles } from '../stats.ts';

const { values } = parseArgs({
  strict: false,
  options: {
    count: { type: 'string', default: '120' },
    verbose: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const isVerbose = values.verbose === true;
const LANGUAGES: ResumeLanguage[] = ['en', 'fr', 'de', 'es', 'pl', 'it'];
const LAYOUTS: ResumeLayout[] = ['one-column', 'two-column', 'table'];
const FORMATS: ResumeFormat[] = ['pdf', 'docx', 'txt'];
const vocabulary = [...new Set(FAMILIES.flatMap((family) => family.skills))];

const totals = Object.fromEntries(
  FIELDS.map((field) => [field, { right: 0, wrong: 0, missed: 0 }]),
) as Record<FieldName, Counts>;
const times: number[] = [];
console.info(
  `Generating and parsing ${count} resumes (languages ${LANGUAGES.join(', ')}; ${LAYOUTS.join(', ')}; ${FORMATS.join(', ')})…`,
);
// One untimed parse first: the worker thread starts and loads the place list.
const warm = await generateResume({
  seed: 0,
  language: 'en',
  layout: 'one-column',
  format: 'pdf',
  trade: { titles: ['Welder'], skills: ['CAD'], duties: [] },
});
await readResume({ ...warm, skillVocabulary: vocabulary });
for (let index = 0; index < count; index += 1) {
  const family = FAMILIES[(index * 7) % FAMILIES.length]!;
  const titles = Object.values(family.titles).flat();
  const resume = await generateResume({
    seed: 1000 + index,
    language: LANGUAGES[index % LANGUAGES.length]!,
    layout: LAYOUTS[Math.floor(index / LANGUAGES.length) % LAYOUTS.length]!,
    format: FORMATS[Math.floor(index / (LANGUAGES.length * LAYOUTS.length)) % FORMATS.length]!,
    trade: { titles, skills: family.skills, duties: family.duties },
  });
  const started = performance.now();
  const parsed = await readResume({
    bytes: resume.bytes,
    contentType: resume.contentType,
    fileName: resume.fileName,
    skillVocabulary: vocabulary,
  });
  times.push(performance.now() - started);
  const score = scoreResume(resume.truth, parsed);
  for (const field of FIELDS) {
    totals[field].right += score[field].right;
    totals[field].wrong += score[field].wrong;
    totals[field].missed += score[field].missed;
    if (isVerbose && (score[field].wrong || score[field].missed))
      console.info(
        `#${index} ${resume.format}/${resume.layout}/${resume.truth.language} ${field}`,
        JSON.stringify(score[field]),
      );
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.info('\nfield             precision   recall   right / truth');
let right = 0;
let denominator = 0;
for (const field of FIELDS) {
  const { right: r, wrong, missed } = totals[field];
  console.info(
    `${field.padEnd(17)} ${pct(r / (r + wrong || 1)).padStart(9)} ${pct(r / (r + missed || 1)).padStart(8)}   ${r} / ${r + missed}`,
  );
  right += r;
  // A field counts once: right, wrong, missed, or an extra item that is not in the resume.
  denominator += r + missed + Math.max(0, wrong - missed);
}
const time = percentiles(times);
console.info(
  `\nfields right: ${pct(right / denominator)} (${right} of ${denominator}; goal ≥ 95 %)`,
);
console.info(
  `parse time per file: p50=${time.p50.toFixed(1)} ms p95=${time.p95.toFixed(1)} ms max=${time.max.toFixed(1)} ms (goal p95 ≤ 300 ms)`,
);
process.exit(0);
