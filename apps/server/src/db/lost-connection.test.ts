import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isConnectionError } from './is-connection-error.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite lives in the process and has no connection to lose.
describe.runIf(url)('losing the PostgreSQL connection', () => {
  const schema = `lost_${randomUUID().replaceAll('-', '')}`;
  let test: TestApp;
  const lostConnections: Error[] = [];

  // Ends every backend of this test's pool, as a failover or `pg_terminate_backend` would.
  const terminateOwnBackends = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [schema],
    );
    await admin.end();
    return rowCount ?? 0;
  };

  /** Whether this test's pool has the pg_sleep under way on the server. */
  const isSleeping = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND state = 'active' AND query LIKE '%pg_sleep%'",
      [schema],
    );
    await admin.end();
    return (rowCount ?? 0) > 0;
  };

  beforeAll(async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: url!,
      schema,
      maxConnections: 4,
      applicationName: schema,
      onConnectionLost: (error) => lostConnections.push(error),
    });
    await migrate(database);
    test = await createTestApp({ database });
  });
  afterAll(async () => {
    await test.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  });

  it('survives pg_terminate_backend and answers again within 5 seconds', async () => {
    expect((await test.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(await terminateOwnBackends()).toBeGreaterThan(0);

    await vi.waitFor(
      async () => expect((await test.app.inject({ url: '/readyz' })).statusCode).toBe(200),
      { timeout: 5_000, interval: 100 },
    );
    expect((await test.app.inject({ url: '/api/pcsx/search' })).statusCode).toBe(200);
    expect(lostConnections.length).toBeGreaterThan(0);
  });

  it('fails a query in flight with an error the server answers as 503', async () => {
    const inFlight = sql`SELECT pg_sleep(10)`.execute(test.app.deps.db).then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.waitFor(async () => expect(await isSleeping()).toBe(true), { timeout: 10_000 });
    await terminateOwnBackends();
    const failure = await inFlight;
    expect(isConnectionError(failure)).toBe(true);

    const app = Fastify();
    registerErrorHandler(app);
    app.get('/', async () => {
      throw failure;
    });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('service_unavailable');
    await app.close();
  });
});

describe('isConnectionError', () => {
  it('tells a lost connection from a query that is simply wrong', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect(isConnectionError(terminated)).toBe(true);
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(syntax)).toBe(false);
    expect(isConnectionError('not an error')).toBe(false);
  });
});
