import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, request, type Browser } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Ids past the database's 32-bit range and NUL bytes are bad input: a 4xx, never a 500.
describe('hostile ids', () => {
  let test: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signIn(test.app, 'admin@acme.example');
    // an admin candidate passes the access check of candidate and admin routes alike
    await test.database.db.updateTable('candidates').set({ employer_role: 'admin' }).execute();
  });
  afterAll(() => test.close());

  const hostileValues = ['2147483648', '99999999999999999999', '%00', '1%00', '-1', '0'];

  it('answers no 500 on any route with a path parameter', async () => {
    const routes = test.app
      .routeTable()
      .filter((route) => route.url.includes(':') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of hostileValues) {
        const url = route.url.replace(/:[A-Za-z_]+/g, value);
        const response = await request(test.app, admin, {
          method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          ...(route.method !== 'GET' && { payload: {} }),
        });
        if (response.statusCode >= 500) failures.push(`${route.method} ${url}: ${response.body}`);
        else expect(response.statusCode, url).toBeLessThan(500);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers no 500 to a query id out of range or with a NUL byte', async () => {
    for (const query of [
      'position_id=2147483648',
      'position_id=1%00',
      'domain=acme.example%00',
      'pid=2147483648',
    ]) {
      for (const path of ['/api/pcsx/apply_form', '/api/pcsx/boot_data']) {
        const response = await request(test.app, admin, { url: `${path}?${query}` });
        expect([path, query, response.statusCode < 500]).toEqual([path, query, true]);
      }
    }
  });

  it('answers 404 to an id of 2^31 on an id path', async () => {
    const response = await request(test.app, admin, { url: '/api/admin/positions/2147483648' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a NUL byte in a JSON body with 400', async () => {
    const response = await request(test.app, admin, {
      method: 'POST',
      url: '/api/admin/positions',
      payload: {
        title: 'Robot\u0000Whisperer',
        description: 'Whispers.',
        department: 'Robots',
        jobFamily: 'Engineering',
        employmentType: 'full_time',
        isRemote: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});
