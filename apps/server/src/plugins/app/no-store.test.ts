import { api } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Answers that may carry personal data are never kept by a browser, proxy or shared cache.
describe('Cache-Control: no-store', () => {
  let test: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signIn(test.app, 'admin@acme.example');
    await test.database.db.updateTable('candidates').set({ employer_role: 'admin' }).execute();
  });
  afterAll(() => test.close());

  it('is on every answer of every candidate and admin endpoint', async () => {
    const personal = Object.values(api).filter((endpoint) => endpoint.access !== 'public');
    expect(personal.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const endpoint of personal) {
      const response = await request(test.app, admin, {
        method: endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: endpoint.path.replace(/:[A-Za-z_]+/g, '1'),
        ...(endpoint.method !== 'GET' && { payload: {} }),
      });
      const cacheControl = String(response.headers['cache-control'] ?? '');
      // the badge keeps its revalidation in the person's own browser, never a shared cache
      const isKeptPrivate = /\bprivate\b/.test(cacheControl) && /\bno-cache\b/.test(cacheControl);
      if (!/\bno-store\b/.test(cacheControl) && !isKeptPrivate)
        missing.push(`${endpoint.id} (${response.statusCode}): ${cacheControl || 'none'}`);
    }
    expect(missing).toEqual([]);
  });

  it('is on a public answer to a signed-in candidate, and not on the same answer to a visitor', async () => {
    const signedIn = await request(test.app, admin, { url: '/api/pcsx/search' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const visitor = await request(test.app, await newBrowser(test.app), {
      url: '/api/pcsx/search',
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });

  it('is on the 401 a visitor gets from a candidate route', async () => {
    const response = await request(test.app, await newBrowser(test.app), {
      url: '/api/pcsx/forms_list',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
