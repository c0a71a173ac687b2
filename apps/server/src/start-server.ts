import path from 'node:path';
import { buildApp } from './app.ts';
import type { App } from './core/app.ts';
import type { AppConfig } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, type DatabaseHandle } from './db/open-database.ts';
import { seedDemoDataOnFirstStart } from './demo/seed/seed-demo-data.ts';
import { configureParsePool } from './services/parse-pool/parse-pool.ts';

export type RunningServer = { app: App; database: DatabaseHandle; stop: () => Promise<void> };

/**
 * Opens the database (PGlite under DATA_DIR unless DATABASE_URL is set, with a lock so a second
 * process fails at once), applies migrations, seeds the demo on first start and listens.
 */
export const startServer = async (config: AppConfig): Promise<RunningServer> => {
  if (config.parseWorkerStartDelayMs)
    configureParsePool({ workerStartDelayMs: config.parseWorkerStartDelayMs });
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    await migrate(database);
    const app = await buildApp({ config, database });
    const seeded = await seedDemoDataOnFirstStart(app.deps);
    if (seeded) app.log.info(seeded, 'seeded the demo data');
    await app.deps.tenants.reload();
    await app.listen({ port: config.port, host: config.host });
    const handle = database;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await handle.close();
        releaseLock();
      })());
    return { app, database, stop };
  } catch (error) {
    await database?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
};
