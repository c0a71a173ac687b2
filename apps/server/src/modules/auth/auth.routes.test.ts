import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestCode, newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const boot = async (browser: Awaited<ReturnType<typeof newBrowser>>) =>
  (await request(t.app, browser, { url: '/api/pcsx/boot_data' })).json().data;

describe('sign-in with an emailed code', () => {
  it('signs in a new address as a candidate of the tenant, with a new CSRF token', async () => {
    const browser = await newBrowser(t.app);
    const visitorToken = browser.csrfToken;
    const sent = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'Ada@Example.com ' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true } });

    const code = await latestCode(t.app, 'ada@example.com');
    const verified = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'ada@example.com', code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email: 'ada@example.com', is_admin: false });
    expect(browser.csrfToken).not.toBe(visitorToken);
    expect(verified.json().data.csrfToken).toBe(browser.csrfToken);
    expect(verified.cookies.find((c) => c.name.startsWith('sid_'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await boot(browser)).toMatchObject({
      isLoggedIn: true,
      user: { email: 'ada@example.com' },
    });
  });

  it('stores only a hash of the code', async () => {
    const browser = await newBrowser(t.app);
    await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    const code = await latestCode(t.app, 'a@b.co');
    const row = await t.app.deps.db
      .selectFrom('auth_codes')
      .select('code_hash')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code, and after 5 tries refuses even the right one', async () => {
    const browser = await newBrowser(t.app);
    await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    const code = await latestCode(t.app, 'a@b.co');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request(t.app, browser, {
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email: 'a@b.co', code: wrong },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.code).toBeTruthy();
    }
    const right = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'a@b.co', code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong codes/);
    expect(right.json().error.code).toBe('sign_in_code_locked');
  });

  it('lets a code expire after 10 minutes and use it only once', async () => {
    const browser = await newBrowser(t.app);
    await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    const code = await latestCode(t.app, 'a@b.co');
    t.clock.advance(10 * 60_000 + 1);
    const late = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'a@b.co', code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
    expect(late.json().error).toMatchObject({ code: 'sign_in_code_expired' });

    await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    const fresh = await latestCode(t.app, 'a@b.co');
    const payload = { email: 'a@b.co', code: fresh };
    expect(
      (await request(t.app, browser, { method: 'POST', url: '/api/auth/verify', payload }))
        .statusCode,
    ).toBe(200);
    const again = await newBrowser(t.app);
    expect(
      (await request(t.app, again, { method: 'POST', url: '/api/auth/verify', payload }))
        .statusCode,
    ).toBe(400);
  });

  it('answers malformed input with a 400 and a message', async () => {
    const browser = await newBrowser(t.app);
    for (const payload of [{ email: 'not-an-email' }, {}, { email: 42 }]) {
      const response = await request(t.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        error: { code: 'validation_failed' },
      });
    }
    const badCode = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'a@b.co', code: '12ab' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields.code).toBeTruthy();
    const notJson = await request(t.app, browser, {
      method: 'POST',
      url: '/api/auth/code',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
  });

  it('keeps the owner able to sign in while strangers ask for codes for their email', async () => {
    const owner = await newBrowser(t.app);
    const askFor = (browser: Browser, remoteAddress?: string) =>
      request(t.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'owner@b.co' },
        ...(remoteAddress && { remoteAddress }),
      });
    expect((await askFor(owner)).statusCode).toBe(200);
    const code = await latestCode(t.app, 'owner@b.co');
    for (let stranger = 1; stranger <= 5; stranger += 1) {
      const browser = await newBrowser(t.app);
      expect((await askFor(browser, `203.0.113.${stranger}`)).statusCode).toBe(200);
    }
    // one stranger asking again and again is refused, and its refusals cancel nothing either
    const persistent = await newBrowser(t.app);
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await askFor(persistent, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

    const verified = await request(t.app, owner, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'owner@b.co', code },
    });
    expect(verified.statusCode).toBe(200);
    // the owner may still ask for a code of their own
    expect((await askFor(owner)).statusCode).toBe(200);
  });

  it('refuses more codes for one email than anyone needs, from however many addresses', async () => {
    const statuses: number[] = [];
    for (let address = 1; address <= 21; address += 1) {
      const browser = await newBrowser(t.app);
      const response = await request(t.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'popular@b.co' },
        remoteAddress: `203.0.113.${address}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('rate-limits code requests per email and address', async () => {
    const browser = await newBrowser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request(t.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'spam@b.co' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeTruthy();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses to send a code where the site offers no candidate accounts', async () => {
    const closed = await createTestApp({
      config: { loginSignupConfig: { candidateLoginEnabled: false } },
    });
    try {
      const browser = await newBrowser(closed.app);
      const response = await request(closed.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'a@b.co' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'sign_in_disabled',
        message: 'Sign-in is turned off for this site.',
      });
    } finally {
      await closed.close();
    }
  });

  it('answers 503 and keeps no code when the email cannot be sent', async () => {
    const failing = await createTestApp({
      mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const browser = await newBrowser(failing.app);
      const response = await request(failing.app, browser, {
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'a@b.co' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('We could not send the email. Please try again.');
      const codes = await failing.app.deps.db.selectFrom('auth_codes').selectAll().execute();
      expect(codes).toEqual([]);
    } finally {
      await failing.close();
    }
  });

  it('signs out: the session ends and the CSRF token changes', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    const before = browser.csrfToken;
    const response = await request(t.app, browser, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(browser.csrfToken).not.toBe(before);
    expect(await boot(browser)).toMatchObject({ isLoggedIn: false, user: null });
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    t.clock.advance(29 * 60_000);
    expect((await boot(browser)).isLoggedIn).toBe(true);
    t.clock.advance(31 * 60_000);
    expect((await boot(browser)).isLoggedIn).toBe(false);
  });

  it('end 12 hours after sign-in however active', async () => {
    const browser = await signIn(t.app, 'a@b.co');
    for (let step = 0; step < 35; step += 1) {
      t.clock.advance(20 * 60_000);
      expect((await boot(browser)).isLoggedIn).toBe(true);
    }
    t.clock.advance(20 * 60_000 + 1); // 12 hours and a moment after sign-in
    expect((await boot(browser)).isLoggedIn).toBe(false);
  });
});
