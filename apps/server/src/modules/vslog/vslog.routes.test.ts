import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request } from '../../test/sign-in.ts';
import { ROUTE_RATE_LIMITS } from '../../services/rate-limits/route-rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /vslog', () => {
  it('stores an event for the tenant with the position id', async () => {
    const browser = await newBrowser(t.app);
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/vslog?pid=42-data-engineer',
      payload: { event: 'render_crash', namespace: 'pcsx_app', data_json: '{"message":"boom"}' },
    });
    expect(response.statusCode).toBe(204);
    const row = await t.app.deps.db
      .selectFrom('analytics_events')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event: 'render_crash', namespace: 'pcsx_app', position_id: 42 });
    expect(row.data).toEqual({ message: 'boom' });
  });

  it('answers bad events with a 400 and a message', async () => {
    const browser = await newBrowser(t.app);
    const notJson = await request(t.app, browser, {
      method: 'POST',
      url: '/vslog',
      payload: { event: 'x', namespace: 'pcsx_app', data_json: '{oops' },
    });
    expect(notJson.statusCode).toBe(400);
    const missing = await request(t.app, browser, {
      method: 'POST',
      url: '/vslog',
      payload: { data_json: '{}' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('event');
  });
});

describe('POST /vslog limits', () => {
  it('takes the timing form with the event in the query and metrics_to_push', async () => {
    const browser = await newBrowser(t.app);
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/vslog?event=chunk_timing&namespace=pcsx_app',
      payload: { metrics_to_push: [{ name: 'chunk_load_failed', value: 1 }] },
    });
    expect(response.statusCode).toBe(204);
    const row = await t.app.deps.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('event', '=', 'chunk_timing')
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual({ details: {}, metrics: [{ name: 'chunk_load_failed', value: 1 }] });
  });

  it('refuses another namespace, a malformed event name and a metric without a name', async () => {
    const browser = await newBrowser(t.app);
    const send = (url: string, payload: object) =>
      request(t.app, browser, { method: 'POST', url, payload });
    const namespace = await send('/vslog', { event: 'page_load', namespace: 'other' });
    expect(namespace.statusCode).toBe(400);
    const name = await send('/vslog', { event: '<script>', namespace: 'pcsx_app' });
    expect(name.statusCode).toBe(400);
    const metric = await send('/vslog?event=t&namespace=pcsx_app', { metrics_to_push: [{}] });
    expect(metric.statusCode).toBe(400);
  });

  it('caps the body size with a 413', async () => {
    const browser = await newBrowser(t.app);
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/vslog',
      payload: { event: 'x', namespace: 'pcsx_app', data_json: 'x'.repeat(40_000) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('rate-limits one address with a 429 and Retry-After', async () => {
    const browser = await newBrowser(t.app);
    let last = 0;
    for (let i = 0; i <= ROUTE_RATE_LIMITS.recordAnalyticsEvent[0]!.points; i += 1) {
      const response = await request(t.app, browser, {
        method: 'POST',
        url: '/vslog',
        payload: { event: 'page_load', namespace: 'pcsx_app' },
      });
      last = response.statusCode;
      if (last === 429) expect(response.headers['retry-after']).toBeTruthy();
    }
    expect(last).toBe(429);
  });
});
