import { positionInputSchema } from '@careers/shared';
import type { z } from 'zod';
import {
  preparePosition,
  type FieldProblems,
  type PositionDefaults,
  type PositionDraft,
} from '../prepare-position.ts';
import { formulaProblems } from './formula-cells.ts';
import type { ImportRow } from './parse-position-file.ts';

export type ValidRow = { row: number; draft: PositionDraft };
export type RejectedRow = { row: number; line?: number; problems: FieldProblems };
export type ValidatedRows = { valid: ValidRow[]; rejected: RejectedRow[] };

/** Schema messages an employer reads in a summary: a missing value says so plainly. */
const describeIssue = (issue: z.core.$ZodIssue) => {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message))
    return 'Required.';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
    return 'Required.';
  return issue.message;
};

const schemaProblems = (error: z.ZodError): FieldProblems => {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'row';
    problems[field] ??= describeIssue(issue);
  }
  return problems;
};

/**
 * Judges every row with `positionInputSchema` and the checks made on every write (sanitised
 * description, dates) and refuses text a spreadsheet would run as a formula; a row's reading
 * problems come first. `defaults` fill the posting date and language a row leaves out.
 */
export const validatePositionRows = (
  rows: readonly ImportRow[],
  defaults: PositionDefaults,
): ValidatedRows => {
  const valid: ValidRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const { row, line, input, problems: readingProblems } of rows) {
    // a row whose cells cannot be matched to the columns has nothing more worth saying
    if (readingProblems.row) {
      rejected.push({ row, ...(line !== undefined && { line }), problems: readingProblems });
      continue;
    }
    const parsed = positionInputSchema.safeParse(input);
    const prepared = parsed.success ? preparePosition(parsed.data, defaults) : undefined;
    const problems: FieldProblems = { ...readingProblems };
    const found = [
      formulaProblems(input),
      parsed.success ? {} : schemaProblems(parsed.error),
      prepared && 'problems' in prepared ? prepared.problems : {},
    ];
    for (const [field, message] of found.flatMap(Object.entries)) problems[field] ??= message;
    if (Object.keys(problems).length === 0 && prepared && 'draft' in prepared)
      valid.push({ row, draft: prepared.draft });
    else rejected.push({ row, ...(line !== undefined && { line }), problems });
  }
  return { valid, rejected };
};
