import type { App } from '../../core/app.ts';
import { latestCode, newBrowser, request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN } from '../../test/test-app.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

export const OTHER_DOMAIN = 'other.example';

/** Signs in on one site (the test tenant unless told) through the real endpoints. */
export const signInAt = async (app: App, email: string, domain = TEST_DOMAIN) => {
  const browser = await newBrowser(app);
  const query = `?domain=${domain}`;
  await request(app, browser, {
    method: 'POST',
    url: `/api/auth/code${query}`,
    payload: { email },
  });
  const code = await latestCode(app, email);
  const verified = await request(app, browser, {
    method: 'POST',
    url: `/api/auth/verify${query}`,
    payload: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in failed: ${verified.body}`);
  return browser;
};

/** A call of the candidate API on a site (the test tenant unless told). */
export const call = (
  app: App,
  browser: Browser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  domain = TEST_DOMAIN,
) =>
  request(app, browser, {
    method: method as 'GET',
    url: `${path}${path.includes('?') ? '&' : '?'}domain=${domain}`,
    ...(payload !== undefined && { payload }),
  });

/** An open position of the site, made through the employer API. */
export const createPosition = async (app: App, title: string, domain = TEST_DOMAIN) => {
  const response = await withToken(app, await newToken(app, domain), {
    method: 'POST',
    url: `/api/admin/positions?domain=${domain}`,
    payload: positionBody({ title }),
  });
  if (response.statusCode !== 201) throw new Error(`position: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
};

export const candidateRow = (app: App, email: string, domain = TEST_DOMAIN) =>
  app.deps.db
    .selectFrom('candidates')
    .innerJoin('tenants', 'tenants.id', 'candidates.tenant_id')
    .selectAll('candidates')
    .where('candidates.email', '=', email)
    .where('tenants.domain', '=', domain)
    .executeTakeFirst();
