import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { E2E_PORT } from '../support/base-url.ts';
import { lockDemoCodes } from '../support/demo-code-lock.ts';
import { signInRecruiter } from '../support/employer.ts';
import { expect, test } from '../support/fixtures.ts';
import { logoPng } from '../support/logo-png.ts';
import { currentCsrfToken } from '../support/sign-in.ts';
import { waitForSettledPage } from '../support/shell.ts';

// The site's logo from the employer console (issue 18): the demo admin uploads a PNG in the site
// settings (POST /api/admin/settings/logo), sees its preview, saves, and a visitor's page shows
// it in the navbar, served from /api/pcsx/site_logo/:fileId with the company's name as its text.
// Both projects and the settings journey edit the one demo tenant: one at a time (the settings
// journey's lock), each putting the logo back as it found it.
test.setTimeout(120_000);

type Settings = { branding: { logoUrl?: string; companyName: string } & Record<string, unknown> };

const readSettings = async (request: APIRequestContext) => {
  const response = await request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { version: number; settings: Settings } }).data;
};

const restoreLogo = async (request: APIRequestContext, logoUrl: string | undefined) => {
  const { version, settings } = await readSettings(request);
  const response = await request.put('/api/admin/settings', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
    data: { version, settings: { ...settings, branding: { ...settings.branding, logoUrl } } },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test('the admin uploads a PNG logo and saves; a visitor’s page shows it', async ({
  page,
  browser,
}, testInfo) => {
  const unlock = await lockDemoCodes(path.join('/tmp', `careers-e2e-settings-${E2E_PORT}`));
  const request = page.context().request;
  let original: Settings | undefined;
  try {
    await signInRecruiter(page, testInfo.outputDir);
    original = (await readSettings(request)).settings;
    await page.getByRole('link', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();

    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/api/admin/settings/logo'),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a logo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'northwind-logo.png', mimeType: 'image/png', buffer: logoPng() });
    const answer = await uploaded;
    expect(answer.status(), await answer.text()).toBe(201);
    const { logoUrl } = ((await answer.json()) as { data: { logoUrl: string } }).data;
    expect(logoUrl).toMatch(/^\/api\/pcsx\/site_logo\/[0-9a-f-]{36}$/);
    await expect(
      page.getByText('Logo uploaded. Save the settings to show it on the site.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', logoUrl);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Every visitor now sees them.')).toBeVisible();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();

    // A visitor in another browser context, never signed in, gets the logo at once.
    const visitor = await browser.newContext({
      viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/careers');
      await waitForSettledPage(visitorPage);
      const navbar = visitorPage.getByRole('navigation', { name: 'Main navigation' });
      const home = navbar.getByRole('link', {
        name: `${original.branding.companyName} careers home`,
      });
      const logo = home.getByRole('img', { name: original.branding.companyName });
      await expect(logo).toHaveAttribute('src', logoUrl);
      await expect(logo).toBeVisible();
      // the picture really loaded: the browser decoded the PNG the admin sent
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(180);
      const served = await visitor.request.get(logoUrl);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      await expectNoSeriousA11yViolations(visitorPage);
    } finally {
      await visitor.close();
    }
  } finally {
    if (original) await restoreLogo(request, original.branding.logoUrl);
    await unlock();
  }
});
