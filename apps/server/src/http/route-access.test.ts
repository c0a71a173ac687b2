import { api } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, request } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every route says who may call it, and the access hook keeps candidate routes from visitors.
describe('route access', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      env: { WEB_DIST_DIR: `${import.meta.dirname}/../../../web/dist` },
    });
  });
  afterAll(() => test.close());

  it('declares the access of every registered route', () => {
    const undeclared = test.app
      .routeTable()
      .filter((route) => !route.access)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('registers every endpoint of the shared contract with its access', () => {
    const routes = test.app.routeTable();
    const missing = Object.values(api)
      .filter(
        (endpoint) =>
          !routes.some(
            (route) =>
              route.method === endpoint.method &&
              route.url === endpoint.path &&
              route.access === endpoint.access,
          ),
      )
      .map((endpoint) => `${endpoint.id}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('answers 401 with X-Login-Required to a visitor on every candidate route', async () => {
    const browser = await newBrowser(test.app);
    const candidateEndpoints = Object.values(api).filter((e) => e.access === 'candidate');
    expect(candidateEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of candidateEndpoints) {
      const url = endpoint.path.replace(/:[A-Za-z_]+/g, '1');
      const response = await request(test.app, browser, {
        method: endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        ...(endpoint.method !== 'GET' && { payload: {} }),
      });
      expect([endpoint.id, response.statusCode]).toEqual([endpoint.id, 401]);
      expect([endpoint.id, response.headers['x-login-required']]).toEqual([endpoint.id, '1']);
    }
  });
});
