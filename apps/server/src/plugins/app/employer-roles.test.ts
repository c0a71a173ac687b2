import {
  api,
  PERMISSION_DENIED_MESSAGE,
  roleHasPermission,
  type EmployerRole,
  type Endpoint,
} from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, withToken } from '../../modules/positions/admin-test-kit.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';

// Every employer endpoint, walked with every role: allowed where the role has the endpoint's
// permission (the call reaches its handler or its validation: anything but 401 and 403), refused
// with 403 'User does not have permissions to perform this action' where it has not; a candidate
// session is refused everywhere.
const adminEndpoints = (Object.values(api) as Endpoint[]).filter((e) => e.access === 'admin');
const ROLES: EmployerRole[] = ['admin', 'recruiter', 'theme_designer'];

let test: TestApp;
const browsers = new Map<EmployerRole | 'candidate', Browser>();
let token: string;

const call = (browser: Browser, endpoint: Endpoint) =>
  request(test.app, browser, {
    method: endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `${endpoint.path.replace(/:[A-Za-z_]+/g, '999999')}?domain=${TEST_DOMAIN}`,
    ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { payload: {} }),
  });

beforeAll(async () => {
  test = await createTestApp();
  for (const who of [...ROLES, 'candidate'] as const) {
    const email = `${who.replace('_', '-')}@example.com`;
    browsers.set(who, await signIn(test.app, email));
    if (who !== 'candidate')
      await test.app.deps.db
        .updateTable('candidates')
        .set({ employer_role: who })
        .where('email', '=', email)
        .execute();
  }
  token = await newToken(test.app);
});
afterAll(() => test.close());

describe('employer roles on every /api/admin/* endpoint', () => {
  it('has a permission on every admin endpoint, and only /api/admin/* endpoints are admin', () => {
    expect(adminEndpoints.length).toBeGreaterThan(20);
    expect(adminEndpoints.filter((e) => !e.permission).map((e) => e.id)).toEqual([]);
    expect(
      adminEndpoints.filter((e) => !e.path.startsWith('/api/admin/')).map((e) => e.id),
    ).toEqual([]);
  });

  for (const role of ROLES)
    it(`lets a ${role} call what the role allows, and refuses the rest with 403`, async () => {
      const outcomes: string[] = [];
      for (const endpoint of adminEndpoints) {
        const response = await call(browsers.get(role)!, endpoint);
        const allowed = roleHasPermission(role, endpoint.permission!);
        if (allowed) {
          if ([401, 403, 500].includes(response.statusCode))
            outcomes.push(`${endpoint.id}: ${response.statusCode} ${response.body}`);
        } else if (
          response.statusCode !== 403 ||
          response.json().message !== PERMISSION_DENIED_MESSAGE
        )
          outcomes.push(`${endpoint.id}: not refused (${response.statusCode})`);
      }
      expect(outcomes).toEqual([]);
    });

  it('refuses a candidate session on every admin endpoint with 403', async () => {
    const outcomes: string[] = [];
    for (const endpoint of adminEndpoints) {
      const response = await call(browsers.get('candidate')!, endpoint);
      if (response.statusCode !== 403 || response.json().error.code !== 'forbidden')
        outcomes.push(`${endpoint.id}: ${response.statusCode}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('lets an API token call every admin endpoint but user and token management', async () => {
    const outcomes: string[] = [];
    for (const endpoint of adminEndpoints) {
      const response = await withToken(test.app, token, {
        method: endpoint.method,
        url: `${endpoint.path.replace(/:[A-Za-z_]+/g, '999999')}?domain=${TEST_DOMAIN}`,
        ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { payload: {} }),
      });
      const refused = response.statusCode === 403;
      if (refused !== (endpoint.permission === 'users'))
        outcomes.push(`${endpoint.id}: ${response.statusCode}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('allows a recruiter the hiring work: a position created and read back', async () => {
    const created = await request(test.app, browsers.get('recruiter')!, {
      method: 'POST',
      url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
      payload: {
        title: 'Roles Tester',
        description: '<p>Test roles.</p>',
        department: 'Engineering',
        jobFamily: 'Software',
        employmentType: 'full_time',
        skills: [],
        locations: [{ displayName: 'Remote' }],
        isRemote: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const designer = await request(test.app, browsers.get('theme_designer')!, {
      url: `/api/admin/positions/${created.json().data.id}?domain=${TEST_DOMAIN}`,
    });
    expect(designer.statusCode).toBe(403);
    expect(designer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
  });
});

describe('employer users in the session and boot data', () => {
  it('names the role in the signed-in user, and shows the theme builder to a theme designer', async () => {
    const boot = async (who: EmployerRole | 'candidate') =>
      (await request(test.app, browsers.get(who)!, { url: '/api/pcsx/boot_data' })).json().data;
    const designer = await boot('theme_designer');
    expect(designer.user).toMatchObject({ employerRole: 'theme_designer', is_admin: false });
    expect(designer.themeBuilderUser).toBe(true);
    expect((await boot('admin')).user).toMatchObject({ employerRole: 'admin', is_admin: true });
    expect((await boot('recruiter')).themeBuilderUser).toBe(false);
    const candidate = await boot('candidate');
    expect(candidate.user.employerRole).toBeNull();
    expect(candidate.themeBuilderUser).toBe(false);
  });
});
