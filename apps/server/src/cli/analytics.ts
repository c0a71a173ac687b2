// npm run analytics -- --domain D [--days 7] [--json]
// Prints what employers read from the /vslog page loads: page views by page, top positions and
// visits by UTM source. /api/admin/analytics returns the same as JSON.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { formatAnalyticsReport, readAnalyticsReport } from '../modules/analytics/index.ts';
import { systemClock } from '../services/clock.ts';

const { values } = parseArgs({
  options: {
    domain: { type: 'string' },
    days: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
  },
});
const days = Number(values.days);
if (!values.domain) {
  console.error('Usage: npm run analytics -- --domain D [--days 7] [--json]');
  process.exit(2);
}
if (!Number.isInteger(days) || days < 1 || days > 366) {
  console.error('--days must be a whole number from 1 to 366');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
let exitCode = 0;
try {
  await migrate(database);
  const domain = values.domain.trim().toLowerCase();
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('domain', '=', domain)
    .executeTakeFirst();
  if (!tenant) {
    const known = await database.db.selectFrom('tenants').select('domain').execute();
    console.error(
      `There is no careers site for "${domain}". Known: ${known.map((row) => row.domain).join(', ') || 'none'}`,
    );
    exitCode = 2;
  } else {
    const report = await readAnalyticsReport(
      { db: database.db, clock: systemClock },
      { tenantId: tenant.id, domain, days },
    );
    console.info(values.json ? JSON.stringify(report, null, 2) : formatAnalyticsReport(report));
  }
} finally {
  await database.close();
  release();
}
process.exit(exitCode);
