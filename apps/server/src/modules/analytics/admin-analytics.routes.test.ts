import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';
import { applyAs } from '../applications/application-status-test-kit.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';
import { formatAnalyticsReport } from './format-analytics-report.ts';

let t: TestApp;
let token: string;
let positionId: number;

const pageLoad = async (page: string, data: Record<string, string>, pid?: number) => {
  const browser = await newBrowser(t.app);
  const response = await request(t.app, browser, {
    method: 'POST',
    url: `/vslog?domain=${TEST_DOMAIN}${pid ? `&pid=${pid}-robot-whisperer` : ''}`,
    payload: {
      event: 'page_load',
      namespace: 'pcsx_app',
      data_json: JSON.stringify({ page, ...data }),
    },
  });
  expect(response.statusCode).toBe(204);
};

beforeAll(async () => {
  t = await createTestApp();
  token = await newToken(t.app);
  const created = await withToken(t.app, token, {
    method: 'POST',
    url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
    payload: positionBody(),
  });
  positionId = created.json().data.id;
  // an old visit, outside the 7 days
  await pageLoad('jobs', { visit_id: 'v0', utm_source: 'old' });
  t.clock.advance(10 * 86_400_000);
  await pageLoad('jobs', { visit_id: 'v1', utm_source: 'linkedin' });
  await pageLoad('singlePosition', { visit_id: 'v1', utm_source: 'linkedin' }, positionId);
  await pageLoad('singlePosition', { visit_id: 'v2', utm_source: 'linkedin' }, positionId);
  await pageLoad('singlePosition', { visit_id: 'v3' }, 999_999);
  await pageLoad('dashboard', { visit_id: 'v3' });
  await applyAs(t, await signIn(t.app, 'sam@example.com'), positionId);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/analytics', () => {
  it('reports page views by page, top positions and visits by UTM source for the period', async () => {
    const response = await withToken(t.app, token, {
      url: `/api/admin/analytics?domain=${TEST_DOMAIN}&days=7`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ domain: TEST_DOMAIN, days: 7, totalPageViews: 5 });
    expect(report.pageViews).toEqual([
      { page: 'singlePosition', views: 3 },
      { page: 'dashboard', views: 1 },
      { page: 'jobs', views: 1 },
    ]);
    expect(report.topPositions).toEqual([
      { positionId, title: 'Robot Whisperer', views: 2 },
      { positionId: 999_999, title: null, views: 1 },
    ]);
    expect(report.visitsByUtmSource).toEqual([
      { source: 'linkedin', visits: 2, pageViews: 3 },
      { source: '(direct)', visits: 1, pageViews: 2 },
    ]);
    const text = formatAnalyticsReport(report);
    expect(text).toContain('Page views by page');
    expect(text).toMatch(/linkedin\s+2\s+3/);

    expect(report.applicationsByPosition).toEqual([
      { positionId, title: 'Robot Whisperer', views: 2, applications: 1, conversion: 0.5 },
      { positionId: 999_999, title: null, views: 1, applications: 0, conversion: 0 },
    ]);
    // 7 days back from now span 8 calendar days; today's views are all in the last one
    expect(report.viewsByDay).toHaveLength(8);
    expect(report.viewsByDay.at(-1)).toEqual({ date: report.to.slice(0, 10), views: 5 });
    expect(report.viewsByDay.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(
      true,
    );

    const month = await withToken(t.app, token, {
      url: `/api/admin/analytics?domain=${TEST_DOMAIN}&days=30`,
    });
    expect(month.json().data.totalPageViews).toBe(6);
    expect(month.json().data.viewsByDay).toHaveLength(31);
    expect(month.json().data.viewsByDay[20]).toMatchObject({ views: 1 });
  });

  it('counts an application without views as a position with no conversion', async () => {
    const created = await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
      payload: positionBody({ title: 'Unseen Role' }),
    });
    const unseen = created.json().data.id;
    await applyAs(t, await signIn(t.app, 'lee@example.com'), unseen);
    const report = (
      await withToken(t.app, token, { url: `/api/admin/analytics?domain=${TEST_DOMAIN}&days=1` })
    ).json().data;
    expect(report.applicationsByPosition).toContainEqual({
      positionId: unseen,
      title: 'Unseen Role',
      views: 0,
      applications: 1,
      conversion: null,
    });
  });

  it('is for admins only and refuses a bad period', async () => {
    const candidate = await signIn(t.app, 'pat@example.com');
    const refused = await request(t.app, candidate, { url: '/api/admin/analytics' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/admin/analytics' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await withToken(t.app, token, { url: '/api/admin/analytics?days=0' });
    expect(bad.statusCode).toBe(400);
  });
});
