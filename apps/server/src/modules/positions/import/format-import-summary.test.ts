import { describe, expect, it } from 'vitest';
import { formatImportSummary } from './format-import-summary.ts';

describe('formatImportSummary', () => {
  it('says how many were imported and rejected, and why each rejected row was', () => {
    expect(
      formatImportSummary({
        domain: 'acme.example',
        imported: 1234,
        rejected: [
          { row: 3, line: 4, problems: { title: 'Required.', salaryMin: 'Too big.' } },
          { row: 5, line: 9, problems: { row: 'Has 3 cells where the header has 14.' } },
        ],
      }),
    ).toBe(
      'Imported 1,234 positions into acme.example; rejected 2 rows.\n' +
        '  row 3: title: Required.; salaryMin: Too big.\n' +
        '  row 5 (line 9): Has 3 cells where the header has 14.',
    );
  });

  it('lists the first 20 rejected rows, then how many more', () => {
    const rejected = Array.from({ length: 23 }, (_, index) => ({
      row: index + 1,
      problems: { title: 'Required.' },
    }));
    const lines = formatImportSummary({ domain: 'a.example', imported: 1, rejected }).split('\n');
    expect(lines[0]).toBe('Imported 1 position into a.example; rejected 23 rows.');
    expect(lines).toHaveLength(22);
    expect(lines[20]).toBe('  row 20: title: Required.');
    expect(lines[21]).toBe('  and 3 more rejected rows');
  });

  it('says "would import" on a dry run', () => {
    expect(
      formatImportSummary({ domain: 'a.example', imported: 2, rejected: [], isDryRun: true }),
    ).toBe('Would import 2 positions into a.example; rejected 0 rows.');
  });
});
