import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addCandidate } from '../demo-test-kit.ts';

const q = `?domain=${TEST_DOMAIN}`;

let t: TestApp;
let ada: Browser;
beforeEach(async () => {
  t = await createTestApp();
  await addCandidate(t.app, 'ada@example.com', ['Ada', 'Lovelace']);
  ada = await signIn(t.app, 'ada@example.com');
});
afterEach(async () => {
  await t.close();
});

describe('POST /dev/offers (outside production)', () => {
  it('extends a fresh offer to the signed-in candidate', async () => {
    const response = await request(t.app, ada, {
      method: 'POST',
      url: `/dev/offers${q}`,
      payload: { position_name: 'Journey Tester', signing: 'form', expires_in_days: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'Extended',
      position: { name: 'Journey Tester' },
      expires_at: '2026-01-18T09:00:00.000Z',
      offer_documents: [{ name: 'Offer letter', signing: 'form', status: 'Unsigned' }],
    });
    const visitor = await newBrowser(t.app);
    const refused = await request(t.app, visitor, {
      method: 'POST',
      url: `/dev/offers${q}`,
      payload: { position_name: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-login-required']).toBe('1');
  });
});

describe('POST /dev/api-tokens (outside production)', () => {
  it('gives a signed-in candidate an employer API token that extends offers; never a visitor', async () => {
    await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
    const bob = await signIn(t.app, 'bob@example.com');
    const visitor = await newBrowser(t.app);
    const refused = await request(t.app, visitor, { method: 'POST', url: `/dev/api-tokens${q}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-login-required']).toBe('1');
    const given = await request(t.app, bob, { method: 'POST', url: `/dev/api-tokens${q}` });
    expect(given.statusCode, given.body).toBe(201);
    const { token } = given.json().data as { token: string };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/offers${q}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        candidate_email: 'bob@example.com',
        position_name: 'Token Tester',
        documents: [{ name: 'Offer letter', template: 'Offer' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.audit_trail[0].actor).toBe(
      'api token development tools (bob@example.com)',
    );
  });
});

describe('the development tools in production', () => {
  it('are not served', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      for (const url of ['/dev/offers', '/dev/api-tokens'])
        expect(
          (await production.app.inject({ method: 'POST', url: `${url}${q}` })).statusCode,
        ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
