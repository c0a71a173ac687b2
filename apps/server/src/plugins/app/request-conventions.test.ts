import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request conventions', () => {
  it('refuses a state-changing request without a CSRF token with 403 and X-CSRF-Invalid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-csrf-invalid']).toBe('1');
    expect(response.json()).toEqual({
      status: 403,
      data: {},
      message: 'Invalid CSRF.',
      error: { code: 'csrf_invalid', message: 'Invalid CSRF.' },
    });
  });

  it('refuses a token that belongs to another visitor', async () => {
    const first = await newBrowser(t.app);
    const second = await newBrowser(t.app);
    second.csrfToken = first.csrfToken;
    const response = await request(t.app, second, {
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers a protected call without a session with 401 and X-Login-Required', async () => {
    const response = await t.app.inject({ url: '/api/pcsx/terms_of_service' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
    expect(response.json().error.code).toBe('login_required');
  });

  it('returns the current CSRF token on every response', async () => {
    const browser = await newBrowser(t.app);
    const response = await request(t.app, browser, { url: '/api/pcsx/boot_data' });
    expect(response.headers['x-csrf-token']).toBe(browser.csrfToken);
    expect(browser.csrfToken.length).toBeGreaterThan(20);
  });

  it('answers an unknown domain with 404 and a message', async () => {
    const response = await t.app.inject({ url: '/api/pcsx/boot_data?domain=nowhere.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/nowhere\.example/);
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ url: '/careers' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('terms of service and onboarding', () => {
  it('records the attestation, onboarding and bootstrapping of the signed-in candidate', async () => {
    const browser = await signIn(t.app, 'tos@b.co');
    const before = await request(t.app, browser, { url: '/api/pcsx/terms_of_service' });
    expect(before.json()).toEqual({ data: { tosAttested: false } });
    const attested = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/terms_of_service',
    });
    expect(attested.json()).toEqual({ data: { tosAttested: true } });
    expect(
      (await request(t.app, browser, { url: '/api/pcsx/terms_of_service' })).json().data
        .tosAttested,
    ).toBe(true);

    const onboarded = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/onboarding',
    });
    expect(onboarded.json()).toEqual({ data: { isOnboarded: true } });
    const bootstrap = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/profile_bootstrap',
      payload: { firstName: ' Grace ', lastName: 'Hopper' },
    });
    expect(bootstrap.statusCode).toBe(200);
    const boot = (await request(t.app, browser, { url: '/api/pcsx/boot_data' })).json().data;
    expect(boot.onboardingData).toMatchObject({ isOnboarded: true, isBootstrapped: true });
    expect(boot.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullname: 'Grace Hopper',
    });
  });

  it('rejects an empty bootstrapping name with a 400 naming the field', async () => {
    const browser = await signIn(t.app, 'empty@b.co');
    const response = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/profile_bootstrap',
      payload: { firstName: '  ', lastName: 'X' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.firstName).toBeTruthy();
  });
});
