import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FieldProblems } from '../prepare-position.ts';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, toCsvColumn, type CsvColumn } from './csv-columns.ts';
import { csvRowToInput, type CsvRecord } from './csv-row-to-input.ts';

/** A file that cannot be imported at all: no row is judged. */
export class ImportFileError extends Error {}

/** One row of the file: its number (1-based, header excluded), where it starts, its input. */
export type ImportRow = {
  row: number;
  /** The line where a CSV row starts: it differs from `row` after multi-line cells. */
  line?: number;
  input: unknown;
  /** Problems found while reading the row, before the schema sees it. */
  problems: FieldProblems;
};

const parseJson = (text: string): ImportRow[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const items =
    parsed && typeof parsed === 'object' && 'positions' in parsed ? parsed.positions : parsed;
  if (!Array.isArray(items))
    throw new ImportFileError('A JSON import is an array of positions, or {"positions": [...]}.');
  return items.map((input, index) => ({ row: index + 1, input, problems: {} }));
};

const readHeader = (header: string[]): (CsvColumn | undefined)[] => {
  const columns = header.map(toCsvColumn);
  const unknown = header.filter((_, index) => !columns[index] && header[index]!.trim());
  if (unknown.length)
    throw new ImportFileError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. ` +
        `The columns are: ${CSV_COLUMNS.join(', ')}.`,
    );
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length)
    throw new ImportFileError(`The CSV file has no ${missing.join(', ')} column.`);
  return columns;
};

const parseCsv = (text: string): ImportRow[] => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // `info: true` makes each record {record, info}; the library's types do not follow the option
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new ImportFileError(`The CSV file is malformed: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('The CSV file is empty: it needs a header row.');
  const columns = readHeader(header.record);
  return rows.map(({ record, info }, index) => {
    // info.lines is where the row ends; its cells' own line breaks tell where it started
    const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    const position = { row: index + 1, line: info.lines - breaks };
    if (record.length !== columns.length)
      return {
        ...position,
        input: {},
        problems: {
          row: `Has ${record.length} cells where the header has ${columns.length}.`,
        },
      };
    const cells: CsvRecord = {};
    columns.forEach((column, cell) => {
      if (column) cells[column] = record[cell];
    });
    return { ...position, ...csvRowToInput(cells) };
  });
};

/** The rows of a JSON (`.json`) or CSV (`.csv`) import file; a file that cannot be read throws. */
export const parsePositionFile = (fileName: string, text: string): ImportRow[] => {
  const extension = path.extname(fileName).toLowerCase();
  const content = text.replace(/^\uFEFF/, '');
  if (extension === '.json') return parseJson(content);
  if (extension === '.csv') return parseCsv(content);
  throw new ImportFileError(
    `Cannot import "${path.basename(fileName)}": use a .json or .csv file.`,
  );
};
