import type { FieldProblems } from '../prepare-position.ts';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection): such text,
 * exported later and opened by a recruiter, could run commands or leak data. A minus or plus
 * before a digit is a number, not a formula.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?!\d))/;

export const FORMULA_MESSAGE =
  'Cannot start with =, +, - or @: a spreadsheet would read it as a formula.';

const walk = (value: unknown, path: string, problems: FieldProblems) => {
  if (typeof value === 'string') {
    if (FORMULA_START.test(value)) problems[path || 'row'] ??= FORMULA_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}.${index}`, problems));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      walk(item, path ? `${path}.${key}` : key, problems);
  }
};

/** Every text of an imported row that a spreadsheet would run as a formula, by field path. */
export const formulaProblems = (input: unknown): FieldProblems => {
  const problems: FieldProblems = {};
  walk(input, '', problems);
  return problems;
};
