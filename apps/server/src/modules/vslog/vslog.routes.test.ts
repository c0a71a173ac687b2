import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request } from '../../test/sign-in.ts';

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
