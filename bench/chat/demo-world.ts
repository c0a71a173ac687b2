// The demo tenant as `npm start` seeds it, in an in-memory PGlite, at a fixed time, so the
// questions' facts (position ids, the interview's date) are the same on every run.
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import type { App } from '../../apps/server/src/core/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { seedDemoDataOnFirstStart } from '../../apps/server/src/demo/seed/seed-demo-data.ts';
import { createManualClock } from '../../apps/server/src/services/clock.ts';

/** The bench's today: every date of the demo is relative to it. */
export const BENCH_NOW = new Date('2026-11-20T09:00:00Z');
export const DEMO_DOMAIN = 'northwind.example';
export const DEMO_EMAIL = 'demo@northwind.example';

export type DemoWorld = { app: App; close: () => Promise<void> };

/**
 * Seeds in memory, or in `keptDir` once and then reads it there again (a run of the bench while
 * developing need not wait for the seed; the answers never write).
 */
export const openDemoWorld = async (keptDir?: string): Promise<DemoWorld> => {
  const database = await openDatabase(
    keptDir ? { kind: 'pglite', dataDir: path.join(keptDir, 'db') } : { kind: 'pglite' },
  );
  await migrate(database);
  const clock = createManualClock(BENCH_NOW);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  await seedDemoDataOnFirstStart(app.deps);
  await app.deps.tenants.reload();
  await app.deps.search.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
