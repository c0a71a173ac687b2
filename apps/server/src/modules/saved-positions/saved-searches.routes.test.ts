import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';
import { runJobAlerts } from './run-job-alerts.ts';

let t: TestApp;
let token: string;

const create = async (title: string, isRobotic = true) => {
  const response = await withToken(t.app, token, {
    method: 'POST',
    url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
    payload: positionBody(
      isRobotic
        ? { title }
        : { title, description: '<p>Keep the books.</p>', skills: ['Bookkeeping'] },
    ),
  });
  expect(response.statusCode).toBe(201);
};

const save = (browser: Browser, payload: unknown) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}`,
    payload,
  });
const list = async (browser: Browser) =>
  (await request(t.app, browser, { url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}` })).json()
    .data.searches as { id: number; name: string }[];
const tenant = async () => (await t.app.deps.tenants.resolve(TEST_DOMAIN, undefined))!;
const mailsTo = (email: string) =>
  t.app.deps.db
    .selectFrom('outbox_mail')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', 'like', '%alert%')
    .execute();

beforeEach(async () => {
  t = await createTestApp({ config: { searchConfig: { savedSearchNotificationEnabled: true } } });
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('saved searches and job alerts', () => {
  it('alerts by email and notification when new positions match, then unsubscribes', async () => {
    await create('Robot Whisperer');
    const ada = await signIn(t.app, 'ada@example.com');
    const saved = await save(ada, {
      name: 'Robots',
      query: 'robot',
      filters: { department: ['Engineering'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Robots', query: 'robot' });
    expect((await list(ada)).map((search) => search.name)).toEqual(['Robots']);
    const listed = await request(t.app, ada, {
      url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}`,
    });
    expect(listed.json().data.canCreate).toBe(true);

    // Nothing new yet: no mail.
    t.clock.advance(5 * 60 * 1000);
    expect(await runJobAlerts(t.app.deps, await tenant())).toBe(0);

    t.clock.advance(5 * 60 * 1000);
    await create('Robot Trainer');
    await create('Accountant', false);
    expect(await runJobAlerts(t.app.deps, await tenant())).toBe(1);

    const [mail] = await mailsTo('ada@example.com');
    expect(mail?.subject).toBe('New jobs for your alert “Robots” at Acme Robotics: 1');
    expect(mail?.text_body).toContain('- Robot Trainer: http');
    expect(mail?.text_body).not.toContain('Accountant');
    const notifications = await t.app.deps.db
      .selectFrom('notifications')
      .select(['notification_type', 'message_params', 'redirect_url'])
      .execute();
    expect(notifications).toEqual([
      expect.objectContaining({
        notification_type: 'job_alert',
        message_params: { count: '1', alert: 'Robots' },
      }),
    ]);
    expect(notifications[0]?.redirect_url).toMatch(/^\/careers\?domain=acme\.example&query=robot/);

    // Checked already: the same positions do not alert twice.
    t.clock.advance(5 * 60 * 1000);
    expect(await runJobAlerts(t.app.deps, await tenant())).toBe(0);

    const link = /Stop these emails: http:\/\/localhost:\d+(\S+)/.exec(mail!.text_body)![1]!;
    const unsubscribed = await t.app.inject({ url: link });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You are unsubscribed');
    expect(await list(ada)).toEqual([]);
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
  });

  it("keeps each candidate's alerts to themselves", async () => {
    const ada = await signIn(t.app, 'ada@example.com');
    const id = (await save(ada, { name: 'Robots', query: 'robot' })).json().data.id as number;
    const bob = await signIn(t.app, 'bob@example.com');
    expect(await list(bob)).toEqual([]);
    const deleting = await request(t.app, bob, {
      method: 'DELETE',
      url: `/api/pcsx/saved_searches/${String(id)}?domain=${TEST_DOMAIN}`,
    });
    expect(deleting.statusCode).toBe(404);
    expect(await list(ada)).toHaveLength(1);
    const own = await request(t.app, ada, {
      method: 'DELETE',
      url: `/api/pcsx/saved_searches/${String(id)}?domain=${TEST_DOMAIN}`,
    });
    expect(own.statusCode).toBe(200);
    expect(await list(ada)).toEqual([]);
  });

  it('answers an update that changes nothing with the alert as it is', async () => {
    const ada = await signIn(t.app, 'ada@example.com');
    const saved = (await save(ada, { name: 'Robots', query: 'robot' })).json().data;
    const update = (browser: Browser, id: number, payload: unknown) =>
      request(t.app, browser, {
        method: 'PATCH',
        url: `/api/pcsx/saved_searches/${String(id)}?domain=${TEST_DOMAIN}`,
        payload,
      });
    for (const payload of [{}, { domain: TEST_DOMAIN }]) {
      const response = await update(ada, saved.id, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        200,
      ]);
      expect(response.json().data).toEqual(saved);
    }
    // nothing to change still finds only the candidate's own alerts
    const bob = await signIn(t.app, 'bob@example.com');
    expect((await update(bob, saved.id, {})).statusCode).toBe(404);
    expect((await update(ada, saved.id + 1000, {})).statusCode).toBe(404);
  });

  it('refuses bad input, visitors and sites without job alerts', async () => {
    const ada = await signIn(t.app, 'ada@example.com');
    for (const payload of [
      {},
      { name: '' },
      { name: 'x', filters: { colour: ['red'] } },
      { name: 'x', filters: 'a' },
    ]) {
      const response = await save(ada, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const visitor = await t.app.inject({ url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}` });
    expect(visitor.statusCode).toBe(401);

    const off = await createTestApp();
    try {
      const bob = await signIn(off.app, 'bob@example.com');
      const response = await request(off.app, bob, {
        method: 'POST',
        url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}`,
        payload: { name: 'Robots' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('feature_disabled');
      // The settings page reads from the list whether it may offer to create alerts.
      const listed = await request(off.app, bob, {
        url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}`,
      });
      expect(listed.json().data).toEqual({ searches: [], canCreate: false });
    } finally {
      await off.close();
    }
  });
});
