import type { EmployerRole } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../core/app.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { grantEmployerRole } from '../positions/admin-test-kit.ts';

let t: TestApp;
let otherNode: App;
let admin: Browser;
let recruiter: Browser;
let designer: Browser;
let candidate: Browser;

const grant = (email: string, role: EmployerRole) => grantEmployerRole(t.app, email, role);

/** A filter named in several languages: the settings do not edit it, and must not lose it. */
const TEAM_FILTER = { displayName: 'Team', displayNames: { de: 'Team', fr: 'Équipe' } };

beforeAll(async () => {
  t = await createTestApp({ config: { searchOptionsMap: { job_family: TEAM_FILTER } } });
  otherNode = await createSecondNode(t);
  admin = await signIn(t.app, 'admin@acme.example');
  await grant('admin@acme.example', 'admin');
  recruiter = await signIn(t.app, 'recruiter@acme.example');
  await grant('recruiter@acme.example', 'recruiter');
  designer = await signIn(t.app, 'designer@acme.example');
  await grant('designer@acme.example', 'theme_designer');
  candidate = await signIn(t.app, 'someone@acme.example');
});

afterAll(async () => {
  await otherNode.close();
  await t.close();
});

const read = async (browser: Browser = admin) =>
  (await request(t.app, browser, { url: '/api/admin/settings' })).json().data;

const save = (payload: unknown, browser: Browser = admin) =>
  request(t.app, browser, { method: 'PUT', url: '/api/admin/settings', payload });

const storedConfig = async () =>
  (
    await t.database.db
      .selectFrom('tenants')
      .select(['config', 'config_version'])
      .executeTakeFirstOrThrow()
  ).config;

const visitorConfig = async (app: App) => {
  const visitor = await newBrowser(app);
  const boot = await request(app, visitor, { url: '/api/pcsx/boot_data' });
  return boot.json().data.config;
};

describe('site settings API', () => {
  it('lets admins in, refuses recruiters, theme designers and candidates, asks visitors to sign in', async () => {
    const visitor = await newBrowser(t.app);
    expect((await request(t.app, visitor, { url: '/api/admin/settings' })).statusCode).toBe(401);
    const { version, settings } = await read();
    for (const call of [
      { url: '/api/admin/settings' },
      { method: 'PUT' as const, url: '/api/admin/settings', payload: { version, settings } },
    ]) {
      for (const refused of [recruiter, designer]) {
        const response = await request(t.app, refused, call);
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json().message).toBe(
          'User does not have permissions to perform this action',
        );
      }
      expect((await request(t.app, candidate, call)).statusCode).toBe(403);
    }
    expect(settings.branding.companyName).toBe('Acme Robotics');
    expect((await read()).version).toBe(version);
  });

  it('refuses invalid values field by field and saves nothing', async () => {
    const before = await storedConfig();
    const { version, settings } = await read();
    const response = await save({
      version,
      settings: {
        ...settings,
        branding: { ...settings.branding, companyName: '  ' },
        defaultLanguage: 'xx',
        whatsappChatCompNumber: '+44 20 7946',
        scriptConfig: { pageLoadHeadScripts: { jobs: ['not a url'] } },
        chatbotxConfig: {
          ...settings.chatbotxConfig,
          faq: [{ question: '', answer: 'Yes' }],
          model: { url: 'ftp://model.example', name: 'm' },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('settings_invalid');
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'branding.companyName',
      'chatbotxConfig.faq.0.question',
      'chatbotxConfig.model.url',
      'defaultLanguage',
      'scriptConfig.pageLoadHeadScripts.jobs.0',
      'whatsappChatCompNumber',
    ]);
    expect(await storedConfig()).toEqual(before);
    expect((await read()).version).toBe(version);
  });

  it('refuses script and other non-web addresses in links and images, naming each field', async () => {
    const before = await storedConfig();
    const { version, settings } = await read();
    const response = await save({
      version,
      settings: {
        ...settings,
        branding: {
          ...settings.branding,
          logoUrl: 'javascript:alert(1)',
          customPageSections: {
            customNavbarConfig: {
              loggedIn: [{ label: 'Mail us', href: 'mailto:jobs@acme.example' }],
              loggedOut: [
                { label: 'Blog', href: '/blog' },
                { label: 'Evil', href: 'java\tscript:alert(document.cookie)' },
                { label: 'Data', href: 'data:text/html,<script>x()</script>' },
              ],
            },
          },
          heroImages: { jobs: { desktop: 'vbscript:x', alt: '' } },
        },
        scriptConfig: { pageLoadHeadScripts: { jobs: ['javascript://x.example/%0Aalert(1)'] } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'branding.customPageSections.customNavbarConfig.loggedOut.1.href',
      'branding.customPageSections.customNavbarConfig.loggedOut.2.href',
      'branding.heroImages.jobs.desktop',
      'branding.logoUrl',
      'scriptConfig.pageLoadHeadScripts.jobs.0',
    ]);
    expect(await storedConfig()).toEqual(before);
  });
  it('asks for a WhatsApp number when the WhatsApp button is on', async () => {
    const { version, settings } = await read();
    const response = await save({
      version,
      settings: { ...settings, behaviourFlags: { whatsappChatGateEnabled: true } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      whatsappChatCompNumber: expect.stringContaining('WhatsApp number'),
    });
  });

  it('saves, keeps what it does not edit, and is in force on every node at once', async () => {
    expect((await visitorConfig(otherNode)).branding.companyName).toBe('Acme Robotics');
    const { version, settings } = await read();
    const response = await save({
      version,
      settings: {
        ...settings,
        branding: {
          ...settings.branding,
          companyName: 'Acme Robotics Europe',
          customPageSections: {
            customNavbarConfig: { loggedIn: [], loggedOut: [{ label: 'Blog', href: '/blog' }] },
            footerHtml:
              '<p onclick="steal()">Hi <a href="javascript:x()">x</a><script>x()</script></p>',
          },
        },
        jobCart: { enabled: true },
        chatbotxConfig: {
          ...settings.chatbotxConfig,
          enabled: true,
          copilotMode: true,
          greeting: 'Welcome to Acme',
          faq: [{ question: 'Do you offer remote work?', answer: 'Yes, hybrid.' }],
          model: { url: 'http://127.0.0.1:11434/v1', name: 'llama3' },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved.version).toBe(version + 1);
    expect(saved.settings.branding.customPageSections.footerHtml).toBe(
      '<p>Hi <a rel="noopener noreferrer">x</a></p>',
    );
    expect(saved.settings.chatbotxConfig).toMatchObject({
      copilotMode: true,
      faq: [{ question: 'Do you offer remote work?', keywords: [] }],
      model: { name: 'llama3', timeoutMs: 8000 },
    });
    // the other node hears of the write once it commits (LISTEN/NOTIFY): milliseconds
    await expect
      .poll(async () => (await visitorConfig(otherNode)).branding.companyName)
      .toBe('Acme Robotics Europe');
    const elsewhere = await visitorConfig(otherNode);
    expect(elsewhere.branding.customPageSections.customNavbarConfig.loggedOut).toEqual([
      { label: 'Blog', href: '/blog' },
    ]);
    expect(elsewhere.jobCart.enabled).toBe(true);
    expect(elsewhere.chatbotxConfig).toMatchObject({
      copilotMode: true,
      greeting: 'Welcome to Acme',
    });
    // What the settings do not edit keeps its stored value.
    expect((await storedConfig()) as object).toMatchObject({
      jobCart: { maxItems: 20 },
      searchOptionsMap: { job_family: TEAM_FILTER },
    });
    const tenant = await t.database.db
      .selectFrom('tenants')
      .select('name')
      .executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Acme Robotics Europe');
  });

  it('refuses a save started from an older version with a conflict, losing nothing', async () => {
    const opened = await read();
    const first = await save({
      version: opened.version,
      settings: { ...opened.settings, seo: { pageTitles: { jobs: 'Jobs at Acme' } } },
    });
    expect(first.statusCode).toBe(200);
    const stale = await save({
      version: opened.version,
      settings: {
        ...opened.settings,
        branding: { ...opened.settings.branding, companyName: 'Stale' },
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect(stale.json().message).toMatch(/Reload/);
    const now = await read();
    expect(now.settings.seo.pageTitles).toEqual({ jobs: 'Jobs at Acme' });
    expect(now.settings.branding.companyName).not.toBe('Stale');
  });

  it('refuses a body without a version before reading the settings', async () => {
    const response = await save({ settings: {} });
    expect(response.statusCode).toBe(400);
  });
});
