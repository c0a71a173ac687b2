import type { FieldProblems } from '../prepare-position.ts';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection): such text,
 * exported later and opened by a recruiter, could run commands or leak data. Whatever follows:
 * `-2+3` and `-1+cmd|' /C calc'!A0` are formulas too, so a sign before a digit is no excuse (a
 * number a position needs arrives as a number, converted from its cell, never as this text).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const FORMULA_MESSAGE =
  'Cannot start with =, +, -, @, a tab or a carriage return: a spreadsheet would read it as a formula.';

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
