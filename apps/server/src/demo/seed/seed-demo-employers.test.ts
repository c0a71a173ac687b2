import { PERMISSION_DENIED_MESSAGE } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, newBrowser, request } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoTenants } from './seed-demo-data.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Northwind is the demo's default site; the test site steps aside.
  await t.app.deps.db.updateTable('tenants').set({ is_default: false }).execute();
  await ensureDemoTenants(t.app.deps);
});
afterEach(async () => {
  await t.close();
});

const DOMAIN = 'northwind.example';

/** Signs in at the careers site of Northwind through the same two calls the /employer/login page makes. */
const signInAt = async (email: string) => {
  const browser = await newBrowser(t.app);
  await request(t.app, browser, {
    method: 'POST',
    url: `/api/auth/code?domain=${DOMAIN}`,
    payload: { email },
  });
  const code = await latestCode(t.app, email);
  const verified = await request(t.app, browser, {
    method: 'POST',
    url: `/api/auth/verify?domain=${DOMAIN}`,
    payload: { email, code },
  });
  expect(verified.statusCode).toBe(200);
  return { browser, user: verified.json().data.user };
};

describe('the demo employers', () => {
  it('signs the recruiter in as an admin of Northwind, who may use the employer API', async () => {
    const { browser, user } = await signInAt('recruiter@northwind.example');
    expect(user).toMatchObject({ employerRole: 'admin', is_admin: true });
    const analytics = await request(t.app, browser, {
      url: `/api/admin/analytics?domain=${DOMAIN}`,
    });
    expect(analytics.statusCode).toBe(200);
  });

  it('signs the designer in as a theme designer: the theme builder, and nothing of the hiring work', async () => {
    const { browser, user } = await signInAt('designer@northwind.example');
    expect(user.employerRole).toBe('theme_designer');
    const boot = await request(t.app, browser, { url: `/api/pcsx/boot_data?domain=${DOMAIN}` });
    expect(boot.json().data.themeBuilderUser).toBe(true);
    const analytics = await request(t.app, browser, {
      url: `/api/admin/analytics?domain=${DOMAIN}`,
    });
    expect(analytics.statusCode).toBe(403);
    expect(analytics.json().message).toBe(PERMISSION_DENIED_MESSAGE);
  });

  it('signs the hiring manager in as a recruiter: the hiring work, not the site settings', async () => {
    const { browser, user } = await signInAt('hiring@northwind.example');
    expect(user.employerRole).toBe('recruiter');
    const positions = await request(t.app, browser, {
      url: `/api/admin/positions?domain=${DOMAIN}`,
    });
    expect(positions.statusCode).toBe(200);
    const settings = await request(t.app, browser, { url: `/api/admin/settings?domain=${DOMAIN}` });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().message).toBe(PERMISSION_DENIED_MESSAGE);
  });

  it('keeps the demo candidate a candidate, refused by the employer API', async () => {
    const { browser, user } = await signInAt('demo@northwind.example');
    expect(user.employerRole).toBeNull();
    const analytics = await request(t.app, browser, {
      url: `/api/admin/analytics?domain=${DOMAIN}`,
    });
    expect(analytics.statusCode).toBe(403);
  });
});
