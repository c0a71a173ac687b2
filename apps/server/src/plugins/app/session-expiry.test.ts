import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const loginRequired = (response: Awaited<ReturnType<typeof request>>) => ({
  status: response.statusCode,
  header: response.headers['x-login-required'],
  code: response.json().error.code,
});
const LOGIN_REQUIRED = { status: 401, header: '1', code: 'login_required' };

// A state-changing request whose session ended asks the person to sign in again (401 with
// X-Login-Required, which opens the login modal) instead of failing the CSRF check.
describe('a state-changing request without a live session', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const expiredBrowser = async (email: string) => {
    const browser = await signIn(test.app, email);
    test.clock.advance(test.app.deps.config.sessionIdleMs + 60_000);
    return browser;
  };

  it('answers 401 X-Login-Required on a candidate route once the session expired', async () => {
    const browser = await expiredBrowser('expired@acme.example');
    const response = await request(test.app, browser, {
      method: 'POST',
      url: '/api/pcsx/positions/saved',
      payload: { position_id: 1, isSaved: true },
    });
    expect(loginRequired(response)).toEqual(LOGIN_REQUIRED);
    expect(response.headers['x-csrf-invalid']).toBeUndefined();
  });

  it('answers 401 X-Login-Required on candidate and admin routes with no session and no token', async () => {
    for (const url of ['/api/pcsx/positions/saved', '/api/admin/positions']) {
      const response = await test.app.inject({ method: 'POST', url, payload: {} });
      expect([url, loginRequired(response)]).toEqual([url, LOGIN_REQUIRED]);
    }
  });

  // A public route may act for a visitor, so its CSRF check stands: signing out after the
  // session ended must not ask the person to sign in.
  it('keeps the CSRF check of a public route when the session behind the page ended', async () => {
    const browser = await expiredBrowser('applicant@acme.example');
    const response = await request(test.app, browser, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
    });
    expect(response.statusCode).not.toBe(401);
  });

  it('still refuses a wrong CSRF token with 403 for a live session and for a visitor', async () => {
    const signedIn = await signIn(test.app, 'live@acme.example');
    const visitor = await newBrowser(test.app);
    for (const [browser, url] of [
      [signedIn, '/api/pcsx/positions/saved'],
      [visitor, '/api/auth/code'],
    ] as const) {
      const response = await request(test.app, browser, {
        method: 'POST',
        url,
        payload: { position_id: 1, isSaved: true, email: 'x@acme.example' },
        headers: { 'x-csrf-token': 'forged' },
      });
      expect([url, response.statusCode, response.headers['x-csrf-invalid']]).toEqual([
        url,
        403,
        '1',
      ]);
    }
  });
});
