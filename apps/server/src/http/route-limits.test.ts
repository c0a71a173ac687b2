import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_RATE_LIMITS } from '../services/rate-limits/route-rate-limits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { request, signIn } from '../test/sign-in.ts';
import { SMALL_BODY_LIMIT } from './route.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('route limits', () => {
  it('answers 413 in the error shape to a body over a small route’s limit', async () => {
    const browser = await signIn(t.app, 'big@b.co');
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/saved_searches',
      payload: { name: 'x'.repeat(SMALL_BODY_LIMIT + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      error: { code: 'payload_too_large' },
    });
  });

  it('rate-limits the search per address, apart from other addresses', async () => {
    const { points } = ROUTE_RATE_LIMITS.searchPositions[0]!;
    const search = (remoteAddress: string) =>
      t.app.inject({ url: '/api/pcsx/search', remoteAddress });
    for (let i = 0; i < points; i += 1) expect((await search('203.0.113.1')).statusCode).toBe(200);
    const refused = await search('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await search('203.0.113.2')).statusCode).toBe(200);
  });
});
