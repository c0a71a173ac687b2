import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../core/app.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const boot = async (browser: Browser, app: App = t.app) =>
  (await request(app, browser, { url: '/api/pcsx/boot_data' })).json().data;

const sessionRows = () => t.app.deps.db.selectFrom('sessions').selectAll().execute();

/** A copy of the browser, so a second tab or node sends the same cookies. */
const copyOf = (browser: Browser): Browser => ({
  cookies: new Map(browser.cookies),
  csrfToken: browser.csrfToken,
});

describe('the session cache', () => {
  it('refuses a signed-out session at once on the same node, though it was just cached', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    const otherTab = copyOf(browser);
    expect((await boot(otherTab)).isLoggedIn).toBe(true); // now cached
    await request(t.app, browser, { method: 'POST', url: '/api/auth/logout' });
    expect(await boot(otherTab)).toMatchObject({ isLoggedIn: false, user: null });
    expect(await sessionRows()).toEqual([]);
  });

  it('lets another node see a sign-out within SESSION_CACHE_MS', async () => {
    const second = await createSecondNode(t);
    try {
      const browser = await signIn(t.app, 'a@b.co');
      const onSecond = copyOf(browser);
      expect((await boot(onSecond, second)).isLoggedIn).toBe(true);
      await request(t.app, browser, { method: 'POST', url: '/api/auth/logout' });
      t.clock.advance(SESSION_CACHE_MS / 2 - 1); // trusted for at least half the bound
      expect((await boot(copyOf(onSecond), second)).isLoggedIn).toBe(true);
      t.clock.advance(SESSION_CACHE_MS / 2 + 1); // and never longer than the bound
      expect((await boot(onSecond, second)).isLoggedIn).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('reads the session afresh for a state-changing request', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    expect((await boot(copyOf(browser))).isLoggedIn).toBe(true); // cached
    await t.app.deps.db.deleteFrom('sessions').execute(); // ended elsewhere
    const response = await request(t.app, copyOf(browser), {
      method: 'POST',
      url: '/api/pcsx/onboarding',
    });
    // the session that is gone is not taken from the cache: the candidate is asked to sign in
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
    const candidate = await t.app.deps.db.selectFrom('candidates').selectAll().executeTakeFirst();
    expect(candidate?.is_onboarded).toBe(false);
  });

  it("shows the candidate's own change on their next request", async () => {
    const browser = await signIn(t.app, 'a@b.co');
    expect((await boot(browser)).onboardingData.isOnboarded).toBe(false); // cached
    const done = await request(t.app, browser, { method: 'POST', url: '/api/pcsx/onboarding' });
    expect(done.statusCode).toBe(200);
    expect((await boot(browser)).onboardingData.isOnboarded).toBe(true);
  });

  it('keeps a session of another tenant out even when cached', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    await boot(browser);
    const [session] = await sessionRows();
    const found = await t.app.deps.sessions.find(
      session!.tenant_id + 1,
      browser.cookies.get(`sid_${session!.tenant_id}`)!,
    );
    expect(found).toBeNull();
  });
});

describe('last-seen writes, once a minute', () => {
  const lastSeen = async () => (await sessionRows())[0]!.last_seen_at.getTime();

  it('writes the last-seen time when it is a minute old, not on every request', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    const signedInAt = t.clock.now().getTime();
    t.clock.advance(59_000);
    await boot(browser);
    expect(await lastSeen()).toBe(signedInAt);
    t.clock.advance(1_000);
    await boot(browser);
    expect(await lastSeen()).toBe(signedInAt + 60_000);
    t.clock.advance(30_000);
    await boot(browser);
    expect(await lastSeen()).toBe(signedInAt + 60_000);
  });

  it('still ends a session after 30 idle minutes, counted from the last write', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    t.clock.advance(20 * 60_000);
    expect((await boot(browser)).isLoggedIn).toBe(true); // written: 20 min
    t.clock.advance(30_000);
    expect((await boot(browser)).isLoggedIn).toBe(true); // not written: under a minute
    t.clock.advance(30 * 60_000 - 30_000 - 1); // a moment short of 30 minutes after the write
    expect((await boot(copyOf(browser))).isLoggedIn).toBe(true);
    t.clock.advance(30 * 60_000); // 30 idle minutes after that request's write
    expect((await boot(browser)).isLoggedIn).toBe(false);
    expect(await sessionRows()).toEqual([]);
  });
});
