import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { request, signIn } from '../../test/sign-in.ts';
import { demoCandidate } from '../demo-tenants.ts';
import { ensureDemoTenants } from './seed-demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // northwind is the demo's default site; the test app's own default steps aside
  await t.app.deps.db.updateTable('tenants').set({ is_default: false }).execute();
  await ensureDemoTenants(t.app.deps);
  // a second run (every `npm run seed`) must not duplicate them
  await ensureDemoTenants(t.app.deps);
});
afterAll(async () => {
  await t.close();
});

describe('demo notifications', () => {
  it('gives the demo candidate several categories, some action-required, some unread', async () => {
    const browser = await signIn(t.app, demoCandidate.email);
    const q = '?domain=northwind.example';
    const badge = await request(t.app, browser, { url: `/api/pcsx/notification_badge${q}` });
    expect(badge.json().data.count).toBe(3);
    const list = (await request(t.app, browser, { url: `/api/pcsx/notifications${q}` })).json()
      .data as {
      categoryTitle: string;
      message: string;
      isActionRequired: boolean;
      redirectUrl: string;
    }[];
    expect(list).toHaveLength(7);
    expect(new Set(list.map((n) => n.categoryTitle)).size).toBeGreaterThanOrEqual(5);
    expect(list.filter((n) => n.isActionRequired).length).toBe(3);
    expect(list.some((n) => /expires on \d{2}\/\d{2}\/\d{4}\.$/.test(n.message))).toBe(true);
    expect(list.every((n) => n.redirectUrl.endsWith('?domain=northwind.example'))).toBe(true);
  });
});
