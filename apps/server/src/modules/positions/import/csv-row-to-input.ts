import type { FieldProblems } from '../prepare-position.ts';
import { PLACE_COLUMNS, type CsvColumn } from './csv-columns.ts';
import { parseLocationCell } from './parse-location-cell.ts';

export type CsvRecord = Partial<Record<CsvColumn, string>>;
export type ConvertedRow = { input: Record<string, unknown>; problems: FieldProblems };

const BOOLEANS = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
]);

const toInteger = (cell: string) => {
  const digits = /^\d{1,3}(,\d{3})+$/.test(cell)
    ? cell.replaceAll(',', '')
    : cell.replace(/[ _]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
};

/** A spreadsheet's bare date means midnight UTC; anything else must be ISO 8601 with an offset. */
const toDateTime = (cell: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(cell) ? `${cell}T00:00:00Z` : cell;

const readLocations = (record: CsvRecord, problems: FieldProblems) => {
  const cell = record.locations ?? '';
  const hasPlaceColumns = PLACE_COLUMNS.some((column) => record[column]);
  if (cell && hasPlaceColumns) {
    problems.locations = 'Give the locations cell or the city/country columns, not both.';
    return { locations: [], hasRemote: false };
  }
  if (cell.startsWith('[')) {
    try {
      return { locations: JSON.parse(cell) as unknown, hasRemote: false };
    } catch {
      problems.locations = 'The locations cell starts with "[" but is not valid JSON.';
      return { locations: [], hasRemote: false };
    }
  }
  if (cell) return parseLocationCell(cell);
  if (!hasPlaceColumns) return { locations: [], hasRemote: false };
  const { city, region, country, countryCode, latitude, longitude, streetAddress, postalCode } =
    record;
  const displayName = [city, region, country].filter(Boolean).join(', ') || countryCode || '';
  const coordinate = (value: string | undefined) => (value ? Number(value) : null);
  return {
    locations: [
      {
        displayName,
        city: city || null,
        region: region || null,
        country: country || null,
        countryCode: countryCode || null,
        latitude: coordinate(latitude),
        longitude: coordinate(longitude),
        streetAddress: streetAddress || null,
        postalCode: postalCode || null,
      },
    ],
    hasRemote: false,
  };
};

/**
 * One CSV row as position input for `positionInputSchema`: cells are trimmed, empty ones left
 * out, booleans, numbers, dates, lists and locations converted. What cannot be converted is a
 * problem of its own and left out, so the schema judges the rest.
 */
export const csvRowToInput = (record: CsvRecord): ConvertedRow => {
  const cells = Object.fromEntries(
    Object.entries(record).map(([column, value]) => [column, value?.trim() ?? '']),
  ) as CsvRecord;
  const problems: FieldProblems = {};
  const input: Record<string, unknown> = {};
  for (const column of [
    'title',
    'description',
    'department',
    'jobFamily',
    'displayJobId',
    'defaultLanguage',
  ] as const) {
    if (cells[column]) input[column] = cells[column];
  }
  if (cells.employmentType)
    input.employmentType = cells.employmentType.toLowerCase().replace(/[\s-]+/g, '_');
  // 'On-site', 'on site' and 'onsite' are the same workplace
  if (cells.workplaceType)
    input.workplaceType = cells.workplaceType.toLowerCase().replace(/[\s_-]+/g, '');
  if (cells.salaryPeriod) input.salaryPeriod = cells.salaryPeriod.toLowerCase();
  if (cells.salaryCurrency) input.salaryCurrency = cells.salaryCurrency.toUpperCase();
  for (const column of ['postedAt', 'closesAt'] as const) {
    if (cells[column]) input[column] = toDateTime(cells[column]);
  }
  for (const column of ['salaryMin', 'salaryMax'] as const) {
    if (!cells[column]) continue;
    const value = toInteger(cells[column]);
    if (value === undefined) problems[column] = 'Use a whole number, like 85000.';
    else input[column] = value;
  }
  if (cells.remoteLocations)
    input.remoteLocations = cells.remoteLocations
      .split(/[;|]/)
      .map((place) => place.trim())
      .filter(Boolean);
  if (cells.skills)
    input.skills = cells.skills
      .split(/[;|]/)
      .map((skill) => skill.trim())
      .filter(Boolean);

  const { locations, hasRemote } = readLocations(cells, problems);
  input.locations = locations;
  const remote = cells.isRemote ? BOOLEANS.get(cells.isRemote.toLowerCase()) : undefined;
  if (cells.isRemote && remote === undefined)
    problems.isRemote = 'Use true or false (also yes/no, 1/0).';
  else if (remote === false && hasRemote)
    problems.isRemote = 'isRemote is false but the locations say Remote.';
  else if (remote !== undefined || hasRemote) input.isRemote = remote ?? hasRemote;
  return { input, problems };
};
