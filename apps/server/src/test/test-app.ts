import type { TenantConfigInput } from '@careers/shared';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { App } from '../core/app.ts';
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
 * An app on a fresh database with one default tenant, a manual clock and the outbox mailer. Its
 * background-job runner is not started: a test of the jobs runs each pass itself with
 * `app.deps.jobs.runDue()`, and no pass started on its own races a test's calls.
 */
export const createTestApp = async (
  options: {
    config?: Partial<TenantConfigInput>;
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Where the app's log lines go (with `env: { LOG_LEVEL: 'info' }`, a test reads them). */
    logStream?: DestinationStream;
    /** A migrated database of the test's own (default: a fresh one). */
    database?: DatabaseHandle;
    /** Start the job runner once ready, as `npm start` does: a pass at once, then every tick. */
    isJobRunnerStarted?: boolean;
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
    isJobRunnerStarted: options.isJobRunnerStarted ?? false,
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

/** Another node: a second app on the same database, with its own search index (jobs not started). */
export const createSecondNode = async (first: TestApp): Promise<App> => {
  const app = await buildApp({
    config: first.app.deps.config,
    database: first.database,
    clock: first.clock,
    isJobRunnerStarted: false,
  });
  await app.ready();
  await app.deps.search.ready();
  return app;
};
