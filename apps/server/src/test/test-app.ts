import type { TenantConfigInput } from '@careers/shared';
import type { DestinationStream } from 'pino';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/open-database.ts';
import { createManualClock } from '../services/clock.ts';
import type { Mailer } from '../services/mailer/mailer.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  clock: ReturnType<typeof createManualClock>;
  close: () => Promise<void>;
};

export const TEST_DOMAIN = 'acme.example';

export const testTenantConfig = (
  overrides: Partial<TenantConfigInput> = {},
): TenantConfigInput => ({
  branding: { companyName: 'Acme Robotics' },
  ...overrides,
});

/**
 * Waits out the first pass of background jobs that an app starts once ready (runDue queues one
 * more pass behind it, at the same time, which finds the slots taken). A test of those jobs
 * calls it before acting: left running, that pass raced the test's own calls on a loaded machine
 * (it expired an offer the test had just given, or took a housekeeping slot after the test had
 * moved the clock on).
 */
export const waitForFirstJobPass = async (app: App) => {
  await app.deps.jobs.runDue();
};

/** An app on a fresh database with one default tenant, a manual clock and the outbox mailer. */
export const createTestApp = async (
  options: {
    config?: Partial<TenantConfigInput>;
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Where the app's log lines go (with `env: { LOG_LEVEL: 'info' }`, a test reads them). */
    logStream?: DestinationStream;
    /** A migrated database of the test's own (default: a fresh one). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> => {
  const database = options.database ?? (await openTestDatabase());
  await database.db
    .insertInto('tenants')
    .values({
      domain: TEST_DOMAIN,
      name: 'Acme Robotics',
      is_default: true,
      config: JSON.stringify(testTenantConfig(options.config)),
    })
    .execute();
  const clock = createManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.logStream && { logStream: options.logStream }),
  });
  await app.ready();
  await app.deps.search.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** Another node: a second app on the same database, with its own search index. */
export const createSecondNode = async (first: TestApp): Promise<App> => {
  const app = await buildApp({
    config: first.app.deps.config,
    database: first.database,
    clock: first.clock,
  });
  await app.ready();
  await app.deps.search.ready();
  return app;
};
