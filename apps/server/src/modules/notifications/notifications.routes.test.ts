import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { createNotification } from './create-notification.ts';

let t: TestApp;
let jordan: Browser;
let sam: Browser;
let jordanIds: (string | null)[];
let samId: string;
const logLines: string[] = [];

const candidateId = async (email: string) =>
  (
    await t.app.deps.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp({
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
    config: {
      notificationsConfig: {
        enableCandidateInappNotifications: true,
        actionRequiredTypes: ['offer_extended', 'form_assigned'],
      },
    },
  });
  jordan = await signIn(t.app, 'jordan@example.com');
  sam = await signIn(t.app, 'sam@example.com');
  const tenantId = t.app.deps.tenants.resolve(TEST_DOMAIN, undefined);
  const tenant = (await tenantId)!.id;
  const jordanId = await candidateId('jordan@example.com');
  const base = { tenantId: tenant, candidateId: jordanId };
  jordanIds = [
    await createNotification(t.app.deps, {
      ...base,
      type: 'job_alert',
      params: { count: '3', alert: 'Data engineer' },
      redirectUrl: '/careers/search?domain=acme.example',
    }),
  ];
  t.clock.advance(60_000);
  jordanIds.push(
    await createNotification(t.app.deps, {
      ...base,
      type: 'offer_extended',
      params: { position: 'Robot Whisperer' },
      redirectUrl: '/careers/offer/abc?domain=acme.example',
    }),
  );
  samId = (await createNotification(t.app.deps, {
    tenantId: tenant,
    candidateId: await candidateId('sam@example.com'),
    type: 'form_assigned',
    params: { form: 'Tax details' },
    redirectUrl: '/careers/forms/center',
  }))!;
});
afterAll(async () => {
  await t.close();
});

const badge = (browser: Browser, headers: Record<string, string> = {}) =>
  request(t.app, browser, { url: '/api/pcsx/notification_badge', headers });
const post = (browser: Browser, path: string) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/notifications/${path}`,
    payload: { domain: TEST_DOMAIN },
  });

describe('GET /api/pcsx/notifications_boot_data', () => {
  it('tells a visitor and a candidate whether the centre and its second tab are on', async () => {
    const visitor = await newBrowser(t.app);
    const out = await request(t.app, visitor, { url: '/api/pcsx/notifications_boot_data' });
    expect(out.json().data).toEqual({
      groupId: expect.any(String),
      isLoggedIn: false,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
    });
    const signedIn = await request(t.app, jordan, { url: '/api/pcsx/notifications_boot_data' });
    expect(signedIn.json().data.isLoggedIn).toBe(true);
  });
});

describe('GET /api/pcsx/notifications', () => {
  it("lists only the candidate's own, newest first, in the asked language", async () => {
    const response = await request(t.app, jordan, { url: '/api/pcsx/notifications?hl=en' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((n: { id: string }) => n.id)).toEqual([jordanIds[1], jordanIds[0]]);
    expect(list[0]).toMatchObject({
      categoryTitle: 'Job offer',
      message: 'You have received a job offer for Robot Whisperer. Review and sign it.',
      isActionRequired: true,
      isClicked: false,
      redirectUrl: '/careers/offer/abc?domain=acme.example',
      notificationType: 'offer_extended',
      createdAt: '2026-01-15T09:01:00.000Z',
    });
    expect(list[1]).toMatchObject({ isActionRequired: false, categoryTitle: 'Job alerts' });
    const french = await request(t.app, jordan, { url: '/api/pcsx/notifications?hl=fr' });
    expect(french.json().data[1].message).toBe(
      'De nouvelles offres correspondent à votre alerte « Data engineer » : 3.',
    );
  });

  it('filters by type with type_filter=action_required and refuses other filters', async () => {
    const response = await request(t.app, jordan, {
      url: '/api/pcsx/notifications?type_filter=action_required',
    });
    expect(response.json().data.map((n: { id: string }) => n.id)).toEqual([jordanIds[1]]);
    const bad = await request(t.app, jordan, { url: '/api/pcsx/notifications?type_filter=all' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a signed-in candidate', async () => {
    const visitor = await newBrowser(t.app);
    const response = await request(t.app, visitor, { url: '/api/pcsx/notifications' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
  });
});

describe('badge, viewed and clicked', () => {
  it('counts unviewed ones, answers 304 to a matching ETag, and resets when the panel opens', async () => {
    const first = await badge(jordan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { count: 2 } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await badge(jordan, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length'] ?? '0').toBe('0');
    // the 304 is sent once: the route awaits the reply it sent itself
    expect(logLines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);

    const viewed = await post(jordan, 'mark_all_viewed');
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data.updated).toBe(2);

    const after = await badge(jordan, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.count).toBe(0);
    // Sam's badge is untouched by Jordan opening the panel
    expect((await badge(sam)).json().data.count).toBe(1);

    // a new notification shows on the next poll, cached count or not
    const tenant = (await t.app.deps.tenants.resolve(TEST_DOMAIN, undefined))!.id;
    const extra = await createNotification(t.app.deps, {
      tenantId: tenant,
      candidateId: await candidateId('jordan@example.com'),
      type: 'interview_scheduled',
      params: { position: 'Robot Whisperer', date: '01/20/2026' },
      redirectUrl: '/careers/interviews',
    });
    expect((await badge(jordan)).json().data.count).toBe(1);
    await post(jordan, 'mark_all_viewed');
    expect((await badge(jordan)).json().data.count).toBe(0);
    jordanIds.push(extra!);
  });

  it("marks one clicked; an unknown or another candidate's id is a 404", async () => {
    const clicked = await post(jordan, `${jordanIds[0]}/mark_clicked`);
    expect(clicked.statusCode).toBe(200);
    const list = (await request(t.app, jordan, { url: '/api/pcsx/notifications' })).json().data;
    expect(list.find((n: { id: string }) => n.id === jordanIds[0]).isClicked).toBe(true);

    const others = await post(jordan, `${samId}/mark_clicked`);
    expect(others.statusCode).toBe(404);
    const samsList = (await request(t.app, sam, { url: '/api/pcsx/notifications' })).json().data;
    expect(samsList[0].isClicked).toBe(false);

    expect((await post(jordan, '999999/mark_clicked')).statusCode).toBe(404);
    expect((await post(jordan, 'abc/mark_clicked')).statusCode).toBe(400);
  });

  it("marks all of the candidate's own clicked and no one else's", async () => {
    const all = await post(jordan, 'mark_all_clicked');
    expect(all.json().data.updated).toBe(2);
    const list = (await request(t.app, jordan, { url: '/api/pcsx/notifications' })).json().data;
    expect(list.every((n: { isClicked: boolean }) => n.isClicked)).toBe(true);
    const samsList = (await request(t.app, sam, { url: '/api/pcsx/notifications' })).json().data;
    expect(samsList[0].isClicked).toBe(false);
  });

  it('refuses a POST without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pcsx/notifications/mark_all_viewed',
      headers: { cookie: [...jordan.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: { domain: TEST_DOMAIN },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a tenant without the notification centre', () => {
  it('answers its calls with a 404 and a message', async () => {
    const other = await createTestApp();
    try {
      const browser = await signIn(other.app, 'pat@example.com');
      const boot = await request(other.app, browser, { url: '/api/pcsx/notifications_boot_data' });
      expect(boot.json().data.enableCandidateInappNotifications).toBe(false);
      const response = await request(other.app, browser, { url: '/api/pcsx/notification_badge' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/does not use in-app notifications/);
    } finally {
      await other.close();
    }
  });
});
