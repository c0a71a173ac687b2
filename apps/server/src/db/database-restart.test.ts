import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canRunOwnCluster, startOwnCluster } from '../test/own-postgres-cluster.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

// With the PostgreSQL suite only, on a cluster of the test's own: the shared one is never
// stopped. A port away from the shared 5432 and from the journeys' servers, and below the
// ephemeral range (32768-60999 here), where an outgoing connection may hold any port for a while
// (55432 was once taken so, and the cluster could not start).
const isEnabled = Boolean(process.env.TEST_DATABASE_URL) && canRunOwnCluster();
const PORT = 25_432;

const statusOf = async (test: TestApp, url: string) => (await test.app.inject({ url })).statusCode;

describe.runIf(isEnabled)('a PostgreSQL restart', () => {
  let cluster: ReturnType<typeof startOwnCluster>;
  let test: TestApp;
  const lostConnections: Error[] = [];

  beforeAll(async () => {
    cluster = startOwnCluster(PORT);
    const database = await openDatabase({
      kind: 'postgres',
      url: cluster.url,
      maxConnections: 4,
      onConnectionLost: (error) => lostConnections.push(error),
    });
    await migrate(database);
    test = await createTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    cluster?.remove();
  });

  it('answers 503 while the database is down and serves again once it is back, with no restart of the app', async () => {
    expect(await statusOf(test, '/readyz')).toBe(200);
    cluster.stop();

    expect(await statusOf(test, '/healthz')).toBe(200);
    expect(await statusOf(test, '/readyz')).toBe(503);
    // a call that reads the database (the search may be served from its in-memory index, with
    // the tenants read less than 30 s ago: whether it needs the database is timing)
    const details = await test.app.inject({ url: '/api/pcsx/position_details?position_id=1' });
    expect(details.statusCode).toBe(503);
    expect(details.json().error.code).toBe('service_unavailable');
    expect(details.headers['retry-after']).toBeDefined();

    cluster.start();
    await vi.waitFor(async () => expect(await statusOf(test, '/readyz')).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    expect(await statusOf(test, '/api/pcsx/search')).toBe(200);
    // read again: there is no position 1
    expect(await statusOf(test, '/api/pcsx/position_details?position_id=1')).toBe(404);
    expect(lostConnections.length).toBeGreaterThan(0);
  }, 60_000);
});
