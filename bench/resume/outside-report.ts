import fs from 'node:fs';
import path from 'node:path';
import type { ParsedResume } from '../../apps/server/src/services/resume-parser/index.ts';
import type { CorpusFile } from './outside-corpus.ts';
import { OUTSIDE_FIELDS, type OutsideField, type OutsideScore } from './score-outside.ts';
import type { Counts } from './score-resume.ts';

export type FileResult = {
  file: CorpusFile;
  parsed: ParsedResume;
  score: OutsideScore;
  ms: number;
};

const add = (a: Counts, b: Counts): Counts => ({
  right: a.right + b.right,
  wrong: a.wrong + b.wrong,
  missed: a.missed + b.missed,
});
const ZERO: Counts = { right: 0, wrong: 0, missed: 0 };

/** A field counts once: right, wrong, missed, or an extra item that is not in the resume. */
const denominator = (counts: Counts) =>
  counts.right + counts.missed + Math.max(0, counts.wrong - counts.missed);
const share = (counts: Counts) => counts.right / (denominator(counts) || 1);
const pct = (value: number) => `${(value * 100).toFixed(1)}`;

const totalsOf = (results: readonly FileResult[]) =>
  Object.fromEntries(
    OUTSIDE_FIELDS.map((field) => [
      field,
      results.reduce((sum, result) => add(sum, result.score[field]), ZERO),
    ]),
  ) as Record<OutsideField, Counts>;

const overall = (totals: Record<OutsideField, Counts>) =>
  OUTSIDE_FIELDS.reduce((sum, field) => add(sum, totals[field]), ZERO);

const ABBREVIATIONS: Record<OutsideField, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  city: 'city',
  country: 'ctry',
  'work items': 'work',
  'education items': 'educ',
  skills: 'skill',
};

/**
 * Per layout family: the share of fields right for each field and all together (the goal is
 * 95 % in every family), then precision and recall per field over the whole corpus. Writes
 * bench/results/resume-outside.json.
 */
export const printFamilies = (results: readonly FileResult[]) => {
  const families = [...new Set(results.map((result) => result.file.truth.family))];
  const header = OUTSIDE_FIELDS.map((field) => ABBREVIATIONS[field].padStart(6)).join('');
  console.info(`\n% of fields right    files${header}   all`);
  const report: Record<string, unknown> = {};
  for (const family of [...families, 'all']) {
    const members = results.filter((r) => family === 'all' || r.file.truth.family === family);
    const totals = totalsOf(members);
    const cells = OUTSIDE_FIELDS.map((field) =>
      (denominator(totals[field]) ? pct(share(totals[field])) : '–').padStart(6),
    ).join('');
    const all = overall(totals);
    console.info(
      `${family.padEnd(20)} ${String(members.length).padStart(5)}${cells} ${pct(share(all)).padStart(5)}`,
    );
    report[family] = { files: members.length, fields: totals, right: share(all) };
  }
  const totals = totalsOf(results);
  console.info('\nfield             precision   recall   right / truth');
  for (const field of OUTSIDE_FIELDS) {
    const { right, wrong, missed } = totals[field];
    console.info(
      `${field.padEnd(17)} ${`${pct(right / (right + wrong || 1))} %`.padStart(9)} ${`${pct(right / (right + missed || 1))} %`.padStart(8)}   ${right} / ${right + missed}`,
    );
  }
  const out = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'resume-outside.json'),
    JSON.stringify({ date: new Date().toISOString(), node: process.version, report }, null, 2),
  );
};

/** The files with the smallest share of their fields right, and the fields they got wrong. */
export const printWorst = (results: readonly FileResult[], count: number) => {
  const ranked = results
    .map((result) => ({ result, right: share(overall(result.score)) }))
    .sort((a, b) => a.right - b.right)
    .slice(0, count);
  console.info(`\nthe ${count} worst files`);
  for (const { result, right } of ranked) {
    const failed = OUTSIDE_FIELDS.filter(
      (field) => result.score[field].wrong > 0 || result.score[field].missed > 0,
    ).map((field) => ABBREVIATIONS[field]);
    console.info(`${pct(right).padStart(6)} %  ${result.file.id}  (${failed.join(', ')})`);
  }
};
