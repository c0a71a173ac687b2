import type { RejectedRow } from './validate-position-rows.ts';

export const LISTED_REJECTIONS = 20;

const where = (rejected: RejectedRow) =>
  rejected.line !== undefined && rejected.line !== rejected.row + 1
    ? `row ${rejected.row} (line ${rejected.line})`
    : `row ${rejected.row}`;

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What an import did, for people: how many positions were imported and rejected, then why the
 * first 20 rejected rows were rejected. A CSV row's line is named when it is not the row after
 * the header's (multi-line cells before it).
 */
export const formatImportSummary = (input: {
  domain: string;
  imported: number;
  rejected: readonly RejectedRow[];
  isDryRun?: boolean;
}): string => {
  const verb = input.isDryRun ? 'Would import' : 'Imported';
  const lines = [
    `${verb} ${count(input.imported, 'position')} into ${input.domain}; rejected ${count(input.rejected.length, 'row')}.`,
  ];
  for (const rejected of input.rejected.slice(0, LISTED_REJECTIONS)) {
    const problems = Object.entries(rejected.problems)
      .map(([field, message]) => (field === 'row' ? message : `${field}: ${message}`))
      .join('; ');
    lines.push(`  ${where(rejected)}: ${problems}`);
  }
  const more = input.rejected.length - LISTED_REJECTIONS;
  if (more > 0) lines.push(`  and ${count(more, 'more rejected row')}`);
  return lines.join('\n');
};
