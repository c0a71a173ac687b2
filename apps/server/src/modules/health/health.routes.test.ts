import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { healthRoutes } from './health.routes.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const appWith = (isReady: boolean) => {
  const app = Fastify();
  healthRoutes(app, database.db, { isReady: () => isReady });
  return app;
};

describe('/healthz and /readyz', () => {
  it('while the search indexes are built: /healthz answers, /readyz is 503', async () => {
    const app = appWith(false);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toEqual({
      code: 'service_unavailable',
      message: 'The search indexes are being built.',
    });
    await app.close();
  });

  it('once they are built: /readyz is ready', async () => {
    const app = appWith(true);
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ data: { status: 'ready' } });
    await app.close();
  });
});
