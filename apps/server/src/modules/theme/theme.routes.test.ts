import type { EmployerRole } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../core/app.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { grantEmployerRole, newToken, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let otherNode: App;
let designer: Browser;
let admin: Browser;
let candidate: Browser;
let recruiter: Browser;

const grant = (email: string, role: EmployerRole) => grantEmployerRole(t.app, email, role);

beforeAll(async () => {
  t = await createTestApp();
  otherNode = await createSecondNode(t);
  designer = await signIn(t.app, 'designer@acme.example');
  await grant('designer@acme.example', 'theme_designer');
  admin = await signIn(t.app, 'admin@acme.example');
  await grant('admin@acme.example', 'admin');
  recruiter = await signIn(t.app, 'recruiter@acme.example');
  await grant('recruiter@acme.example', 'recruiter');
  candidate = await signIn(t.app, 'someone@acme.example');
});
afterAll(async () => {
  await otherNode.close();
  await t.close();
});

const publish = (browser: Browser, payload: unknown) =>
  request(t.app, browser, { method: 'PUT', url: '/api/admin/theme', payload });

const versionCount = async () =>
  (await t.database.db.selectFrom('theme_versions').select('id').execute()).length;

describe('theme builder API', () => {
  it('asks a visitor to sign in and refuses candidates and recruiters', async () => {
    const visitor = await newBrowser(t.app);
    expect((await request(t.app, visitor, { url: '/api/admin/theme' })).statusCode).toBe(401);
    for (const call of [
      { url: '/api/admin/theme' },
      { url: '/api/admin/theme/versions' },
      { method: 'PUT' as const, url: '/api/admin/theme', payload: { theme: {} } },
      { method: 'POST' as const, url: '/api/admin/theme/versions/1/revert' },
    ]) {
      expect((await request(t.app, candidate, call)).statusCode, call.url).toBe(403);
      const response = await request(t.app, recruiter, call);
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().message).toBe('User does not have permissions to perform this action');
    }
    expect((await request(t.app, designer, { url: '/api/admin/theme' })).statusCode).toBe(200);
    expect((await request(t.app, admin, { url: '/api/admin/theme' })).statusCode).toBe(200);
  });

  it('refuses unknown tokens and bad values with a message per field and saves nothing', async () => {
    const before = await versionCount();
    const response = await publish(designer, {
      theme: {
        default: { 'color-primary': 'red; background: url(x)', radius: '400px', 'body-css': 'x' },
        pcsx: { 'font-family': 'Comic Sans', 'pcsx-hero-image': 'javascript:alert(1)' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('theme_invalid');
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'default.body-css',
      'default.color-primary',
      'default.radius',
      'pcsx.font-family',
      'pcsx.pcsx-hero-image',
    ]);
    expect(await versionCount()).toBe(before);
  });

  it('refuses text that fails WCAG AA contrast on its background', async () => {
    const response = await publish(designer, {
      theme: { default: { 'color-navbar': '#ffffff', 'color-navbar-text': '#cccccc' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'default.color-navbar-text': expect.stringContaining('WCAG AA'),
    });
    // A primary colour too light for the white text on it is blamed on the colour that changed.
    const light = await publish(designer, { theme: { pcsx: { 'color-primary': '#ffd866' } } });
    expect(light.json().error.fields).toHaveProperty(['pcsx.color-primary']);
  });

  it('publishes for every visitor on every node at once, and keeps the history', async () => {
    const first = await publish(designer, {
      theme: { default: { 'color-primary': '#0b6e4f', radius: '2px' } },
      baseVersion: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(1);

    const visitorBoot = async (app: App) => {
      const visitor = await newBrowser(app);
      const boot = await request(app, visitor, { url: '/api/pcsx/boot_data' });
      return boot.json().data.config.branding.theme as Record<string, string>;
    };
    // the other node hears of the write once it commits (LISTEN/NOTIFY): milliseconds
    await expect
      .poll(() => visitorBoot(otherNode))
      .toMatchObject({
        'color-primary': '#0b6e4f',
        radius: '2px',
      });

    const second = await publish(admin, {
      theme: { default: { 'color-primary': '#7a1f5c' }, pcsx: { 'pcsx-hero-height': '240px' } },
      baseVersion: 1,
    });
    expect(second.json().data.version).toBe(2);
    expect(await visitorBoot(t.app)).toMatchObject({
      'color-primary': '#7a1f5c',
      'pcsx-hero-height': '240px',
    });

    const stale = await publish(designer, { theme: { default: {} }, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);

    const history = await request(t.app, designer, { url: '/api/admin/theme/versions' });
    expect(history.json().data.versions).toMatchObject([
      { version: 2, publishedBy: 'admin@acme.example', revertedFrom: null },
      { version: 1, publishedBy: 'designer@acme.example', revertedFrom: null },
    ]);
  });

  it('reverts to an earlier version by publishing it again', async () => {
    const reverted = await request(t.app, designer, {
      method: 'POST',
      url: '/api/admin/theme/versions/1/revert',
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().data).toMatchObject({
      version: 3,
      theme: { default: { 'color-primary': '#0b6e4f', radius: '2px' }, pcsx: {} },
    });
    const current = await request(t.app, designer, { url: '/api/admin/theme' });
    expect(current.json().data.version).toBe(3);
    const missing = await request(t.app, designer, {
      method: 'POST',
      url: '/api/admin/theme/versions/99/revert',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets an integration publish with an API token, named in the history', async () => {
    const token = await newToken(t.app);
    const response = await withToken(t.app, token, {
      method: 'PUT',
      url: '/api/admin/theme',
      payload: { theme: { default: { 'card-radius': '4px' } } },
    });
    expect(response.statusCode).toBe(200);
    const history = await request(t.app, designer, { url: '/api/admin/theme/versions' });
    expect(history.json().data.versions[0]).toMatchObject({ publishedBy: 'API token test' });
  });
});
