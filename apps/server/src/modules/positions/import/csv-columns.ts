/** The columns a CSV import file may have; `title` to `employmentType` are required. */
export const CSV_COLUMNS = [
  'title',
  'description',
  'department',
  'jobFamily',
  'employmentType',
  'displayJobId',
  'workplaceType',
  'isRemote',
  'remoteLocations',
  'postedAt',
  'closesAt',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'skills',
  'locations',
  'city',
  'region',
  'country',
  'countryCode',
  'latitude',
  'longitude',
  'streetAddress',
  'postalCode',
  'defaultLanguage',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = [
  'title',
  'description',
  'department',
  'jobFamily',
  'employmentType',
];

/** The single-location columns, an alternative to a `locations` cell. */
export const PLACE_COLUMNS = [
  'city',
  'region',
  'country',
  'countryCode',
  'latitude',
  'longitude',
  'streetAddress',
  'postalCode',
] as const;

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const bySquashedName = new Map<string, CsvColumn>(CSV_COLUMNS.map((name) => [squash(name), name]));

/** A header cell's column: spelling is forgiven (`job_family`, `Job Family`, `JOBFAMILY`). */
export const toCsvColumn = (header: string): CsvColumn | undefined =>
  bySquashedName.get(squash(header));
