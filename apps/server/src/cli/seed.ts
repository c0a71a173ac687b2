// npm run seed -- [--positions N] [--domain D]
// Creates or refreshes the demo tenants and candidate, and replaces the positions of one tenant
// (default northwind.example) with N generated ones. Benchmarks use up to 1,000,000.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { DEMO_TENANTS } from '../demo/demo-tenants.ts';
import { generateDemoPositions } from '../demo/generator/generate-positions.ts';
import { POSITION_CHANGES_CHANNEL, notifyRebuild } from '../modules/search/position-changes.ts';
import { insertPositions } from '../demo/seed/insert-positions.ts';
import { DEMO_POSITION_COUNTS, ensureDemoTenants } from '../demo/seed/seed-demo-data.ts';

const { values } = parseArgs({
  options: {
    positions: { type: 'string' },
    domain: { type: 'string', default: 'northwind.example' },
  },
});
const domain = values.domain!;
const tenant = DEMO_TENANTS.find((candidate) => candidate.domain === domain);
if (!tenant) {
  console.error(
    `Unknown demo domain "${domain}". Known: ${DEMO_TENANTS.map((t) => t.domain).join(', ')}`,
  );
  process.exit(2);
}
const count = Number(values.positions ?? DEMO_POSITION_COUNTS[domain] ?? 50);
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error('--positions must be a whole number from 0 to 5,000,000');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const app = await buildApp({ config, database });
  const ids = await ensureDemoTenants(app.deps);
  const tenantId = ids.get(domain)!;
  const started = Date.now();
  await database.db.deleteFrom('positions').where('tenant_id', '=', tenantId).execute();
  const inserted = await insertPositions(
    database.db,
    tenantId,
    generateDemoPositions({
      count,
      seed: `${domain}:${count}`,
      now: new Date(),
      catalogue: tenant.catalogue,
    }),
    (done) => {
      if (done % 50_000 === 0) console.info(`  ${done.toLocaleString('en')} positions…`);
    },
  );
  // servers on the same PostgreSQL rebuild their search indexes from the new positions
  await notifyRebuild(
    database.db,
    database.channel(POSITION_CHANGES_CHANNEL),
    app.deps.search.nodeId,
  );
  const seconds = (Date.now() - started) / 1000;
  console.info(`${domain}: ${inserted.toLocaleString('en')} positions in ${seconds.toFixed(1)} s`);
  await app.close();
} finally {
  await database.close();
  release();
}
