import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTenant,
  makeAdmin,
  newToken,
  positionBody,
  withToken,
} from '../../modules/positions/admin-test-kit.ts';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, 'other.example');
});
afterEach(async () => {
  await t.close();
});

const URL = `/api/admin/positions?domain=${TEST_DOMAIN}`;

describe('the employer API (requireAdmin)', () => {
  it('asks a visitor to sign in: 401 with X-Login-Required, before judging the body', async () => {
    const read = await t.app.inject({ url: `/api/admin/positions/1?domain=${TEST_DOMAIN}` });
    expect(read.statusCode).toBe(401);
    expect(read.headers['x-login-required']).toBe('1');
    const browser = await newBrowser(t.app);
    const post = await request(t.app, browser, { method: 'POST', url: URL, payload: {} });
    expect(post.statusCode).toBe(401);
    expect(post.json().error.code).toBe('login_required');
  });

  it('refuses a signed-in candidate who is not an admin with 403', async () => {
    const browser = await signIn(t.app, 'ada@example.com');
    const response = await request(t.app, browser, {
      method: 'POST',
      url: URL,
      payload: positionBody(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Only employer users of Acme Robotics can use the employer API.',
      error: { code: 'forbidden' },
    });
  });

  it('lets an admin session in, with its CSRF token as for any write', async () => {
    const browser = await signIn(t.app, 'boss@example.com');
    await makeAdmin(t.app, 'boss@example.com');
    const created = await request(t.app, browser, {
      method: 'POST',
      url: URL,
      payload: positionBody(),
    });
    expect(created.statusCode).toBe(201);
    const withoutCsrf = await request(t.app, browser, {
      method: 'POST',
      url: URL,
      payload: positionBody(),
      headers: { 'x-csrf-token': '' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(withoutCsrf.headers['x-csrf-invalid']).toBe('1');
  });

  it('lets a live API token of the site in without cookies or a CSRF token', async () => {
    const token = await newToken(t.app);
    expect(token).toMatch(/^cst_[\w-]{43}$/);
    const created = await withToken(t.app, token, {
      method: 'POST',
      url: URL,
      payload: positionBody(),
    });
    expect(created.statusCode).toBe(201);
    const read = await withToken(t.app, token, {
      url: `/api/admin/positions/${created.json().data.id}?domain=${TEST_DOMAIN}`,
    });
    expect(read.statusCode).toBe(200);
    const row = await t.app.deps.db
      .selectFrom('api_tokens')
      .select(['last_used_at', 'token_hash'])
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
  });

  it("refuses an unknown, revoked or other site's token with 403", async () => {
    const revoked = await newToken(t.app);
    await t.app.deps.db.updateTable('api_tokens').set({ revoked_at: t.clock.now() }).execute();
    const otherSite = await newToken(t.app, 'other.example');
    for (const token of ['cst_nonsense', revoked, otherSite]) {
      const response = await withToken(t.app, token, {
        method: 'POST',
        url: URL,
        payload: positionBody(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/API token is not valid for acme\.example/),
        error: { code: 'forbidden' },
      });
    }
  });

  it('still asks a bearer request outside /api/admin/ for the CSRF token', async () => {
    const token = await newToken(t.app);
    const response = await withToken(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-csrf-invalid']).toBe('1');
  });

  it('still asks a bearer request that also carries a session cookie for the CSRF token', async () => {
    const token = await newToken(t.app);
    const browser = await signIn(t.app, 'boss@example.com');
    await makeAdmin(t.app, 'boss@example.com');
    const response = await request(t.app, browser, {
      method: 'POST',
      url: URL,
      payload: positionBody(),
      headers: { authorization: `Bearer ${token}`, 'x-csrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-csrf-invalid']).toBe('1');
  });
});
