// npm run import -- FILE [--domain D] [--dry-run]
// Publishes positions from a JSON or CSV file; see --help. With PGlite the server must be
// stopped (the data directory is locked); with DATABASE_URL running servers follow by NOTIFY.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { CSV_COLUMNS } from '../modules/positions/import/csv-columns.ts';
import { runImport } from '../modules/positions/import/run-import.ts';
import { createSearchIndexes } from '../modules/search/index.ts';
import { systemClock } from '../services/clock.ts';

const HELP = `Usage: npm run import -- FILE [--domain DOMAIN] [--dry-run]

Publishes the positions of FILE (open) on the site DOMAIN (default: the default site).
Each row is checked like POST /api/admin/positions; valid rows are imported, invalid ones
are listed with the reason. Exit code 0: all imported; 1: some rows rejected; 2: the file
or arguments cannot be used.

JSON: an array of positions, or {"positions": [...]}, each shaped like the body of
  POST /api/admin/positions (see /api/docs).

CSV: a header row, then one position a row. Columns (any case; job_family works too):
  ${CSV_COLUMNS.slice(0, 12).join(', ')},
  ${CSV_COLUMNS.slice(12).join(', ')}
  required: title, description (HTML), department, jobFamily, employmentType
    (full_time, part_time, contract, internship, temporary)
  isRemote: true/false, yes/no or 1/0       postedAt, closesAt: 2026-03-01 or ISO 8601
  salaryMin, salaryMax: whole numbers        salaryCurrency: EUR   salaryPeriod: year/month/hour
  skills: separated by ; or |                (postedAt defaults to now)
  locations: places separated by ; or |, each "City, Country" or "City, Region, Country"
    (a country name or two-letter code), optionally followed by [latitude, longitude];
    "Remote" means remote work. Example: Berlin, Germany [52.52, 13.405]; Austin, Texas, US; Remote
    A cell starting with [ is read as a JSON array of location objects.
  city, region, country, countryCode, latitude, longitude: one location, instead of locations.
  Quote a cell holding commas, quotes or line breaks: "Lead, Platform" ("" for a quote).

Options:
  --domain DOMAIN   the site to import into
  --dry-run         check the file and print the summary without importing
  -h, --help        this help`;

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (args.values.help) {
  console.info(HELP);
  process.exit(0);
}
if (args.positionals.length !== 1) {
  console.error(`Name one file to import.\n\n${HELP}`);
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let release: () => void = () => {};
try {
  if (!config.databaseUrl) release = lockDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `${error.message}\nThe embedded database allows one process at a time: stop the server to ` +
      'import, or import into PostgreSQL (DATABASE_URL), which running servers follow.',
  );
  process.exit(2);
}
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const log = pino({ level: config.logLevel });
  // This process serves no searches: it keeps no index of its own and only announces its
  // writes (NOTIFY), which running servers apply to theirs.
  const search = { ...createSearchIndexes(database.db, log), applyChanges: async () => {} };
  process.exitCode = await runImport(
    { db: database.db, database, search, clock: systemClock },
    {
      // npm runs scripts from the repository root; a relative FILE means where npm was called
      file: path.resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[0]!),
      ...(args.values.domain && { domain: args.values.domain }),
      isDryRun: args.values['dry-run'],
      out: process.stdout,
      err: process.stderr,
    },
  );
} finally {
  await database.close();
  release();
}
