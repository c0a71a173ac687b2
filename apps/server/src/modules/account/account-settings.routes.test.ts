import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import { createNotification } from '../notifications/index.ts';
import { addTenant } from '../positions/admin-test-kit.ts';
import { call, candidateRow, OTHER_DOMAIN, signInAt } from './account-test-kit.ts';

let t: TestApp;
let ada: Browser;

beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, OTHER_DOMAIN);
  ada = await signInAt(t.app, 'ada@example.com');
});
afterEach(async () => {
  await t.close();
});

const settings = async (browser: Browser) =>
  (await call(t.app, browser, 'GET', '/api/pcsx/account/settings')).json().data;

describe('account settings', () => {
  it('starts with nothing chosen and every notification kind on both ways', async () => {
    const data = await settings(ada);
    expect(data).toMatchObject({ email: 'ada@example.com', language: null, timeZone: null });
    expect(data.notificationPreferences.job_alert).toEqual({ email: true, inApp: true });
    expect(Object.keys(data.notificationPreferences)).toContain('offer_extended');
  });

  it('saves the language, time zone and preferences; boot data follows them', async () => {
    const saved = await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', {
      language: 'de',
      timeZone: 'Europe/Berlin',
      notificationPreferences: { job_alert: { email: false, inApp: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ language: 'de', timeZone: 'Europe/Berlin' });
    const boot = (await call(t.app, ada, 'GET', '/api/pcsx/boot_data')).json().data;
    expect(boot.language).toBe('de');
    expect(boot.user.timeZone).toBe('Europe/Berlin');
    // the page's own hl still wins, and a browser language does not
    const withHl = await request(t.app, ada, {
      url: '/api/pcsx/boot_data?domain=acme.example&hl=fr',
      headers: { 'accept-language': 'es' },
    });
    expect(withHl.json().data.language).toBe('fr');
    // changing one kind keeps the others
    await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', {
      notificationPreferences: { offer_extended: { email: true, inApp: false } },
    });
    const after = await settings(ada);
    expect(after.notificationPreferences.job_alert).toEqual({ email: false, inApp: true });
    expect(after.notificationPreferences.offer_extended).toEqual({ email: true, inApp: false });
    expect(after.language).toBe('de');
  });

  it('refuses an unknown language or time zone with a 400 and a message', async () => {
    for (const body of [{ language: 'xx' }, { timeZone: 'Mars/Olympus' }]) {
      const refused = await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect((await settings(ada)).timeZone).toBeNull();
  });

  it('creates no in-app notification of a kind the candidate turned off', async () => {
    await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', {
      notificationPreferences: { form_assigned: { email: true, inApp: false } },
    });
    const candidate = (await candidateRow(t.app, 'ada@example.com'))!;
    const base = { tenantId: candidate.tenant_id, candidateId: candidate.id, redirectUrl: '' };
    const skipped = await createNotification(t.app.deps, {
      ...base,
      type: 'form_assigned',
      params: { form: 'Tax details' },
    });
    const kept = await createNotification(t.app.deps, {
      ...base,
      type: 'offer_extended',
      params: { position: 'Robot Whisperer' },
    });
    expect(skipped).toBeNull();
    expect(kept).not.toBeNull();
    const rows = await t.app.deps.db
      .selectFrom('notifications')
      .select('notification_type')
      .execute();
    expect(rows).toEqual([{ notification_type: 'offer_extended' }]);
  });

  it('is per site and needs a session on that site', async () => {
    await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', { timeZone: 'Asia/Tokyo' });
    const elsewhere = await call(
      t.app,
      ada,
      'GET',
      '/api/pcsx/account/settings',
      undefined,
      OTHER_DOMAIN,
    );
    expect(elsewhere.statusCode).toBe(401);
    const adaThere = await signInAt(t.app, 'ada@example.com', OTHER_DOMAIN);
    const there = await call(
      t.app,
      adaThere,
      'GET',
      '/api/pcsx/account/settings',
      undefined,
      OTHER_DOMAIN,
    );
    expect(there.json().data.timeZone).toBeNull();
  });
});
