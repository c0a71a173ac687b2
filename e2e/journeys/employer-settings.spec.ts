import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { E2E_PORT } from '../support/base-url.ts';
import { lockDemoCodes } from '../support/demo-code-lock.ts';
import { signInRecruiter } from '../support/employer.ts';
import { expect, test } from '../support/fixtures.ts';
import { currentCsrfToken, signInThroughApi } from '../support/sign-in.ts';
import { waitForSettledPage } from '../support/shell.ts';

// Site settings in the employer console (issue 18): the demo admin adds a line to the footer and
// changes the chat assistant's greeting, and a visitor's /careers shows the line at once; a
// recruiter has no settings. Other journeys read the demo tenant at the same time (its company
// name among them), so the change is one no other journey reads, put back at the end through the
// same API.
/** The demo's recruiter-role employer (apps/server/src/demo/demo-employers.ts). */
const RECRUITER = 'hiring@northwind.example';

test.setTimeout(120_000);

type Settings = {
  branding: { customPageSections: { footerHtml?: string } } & Record<string, unknown>;
  chatbotxConfig: { greeting: string };
} & Record<string, unknown>;

const readSettings = async (request: APIRequestContext) => {
  const response = await request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { version: number; settings: Settings } }).data;
};

/** Puts the footer and greeting back as they were, whatever the journey left. */
const restore = async (request: APIRequestContext, original: Settings) => {
  const { version, settings } = await readSettings(request);
  const response = await request.put('/api/admin/settings', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
    data: {
      version,
      settings: {
        ...settings,
        branding: {
          ...settings.branding,
          customPageSections: {
            ...settings.branding.customPageSections,
            footerHtml: original.branding.customPageSections.footerHtml,
          },
        },
        chatbotxConfig: { ...settings.chatbotxConfig, greeting: original.chatbotxConfig.greeting },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test('the admin adds to the footer and changes the assistant’s greeting; a visitor sees it at once', async ({
  page,
  browser,
}, testInfo) => {
  // Both projects edit the one demo tenant: one at a time, each restoring what it found.
  const unlock = await lockDemoCodes(path.join('/tmp', `careers-e2e-settings-${E2E_PORT}`));
  const request = page.context().request;
  let original: Settings | undefined;
  try {
    await signInRecruiter(page, testInfo.outputDir);
    original = (await readSettings(request)).settings;
    const footerLine = `Settings journey ${testInfo.project.name} ${Date.now().toString(36)}`;
    const greeting = `Hello from the ${testInfo.project.name} journey`;

    await page.getByRole('link', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    const footer = page.getByRole('textbox', { name: 'Footer HTML' });
    const footerHtml = original.branding.customPageSections.footerHtml ?? '';
    await expect(footer).toHaveValue(footerHtml);
    await expectNoSeriousA11yViolations(page);

    await footer.fill(`${footerHtml}<p>${footerLine}</p>`);
    await page.getByRole('textbox', { name: 'Greeting' }).fill(greeting);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Every visitor now sees them.')).toBeVisible();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A visitor in another browser context, never signed in, gets the new footer at once.
    const visitor = await browser.newContext({
      viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/careers');
      await waitForSettledPage(visitorPage);
      await expect(visitorPage.getByRole('contentinfo').getByText(footerLine)).toBeVisible();
      const boot = await visitor.request.get('/api/pcsx/boot_data');
      const { data } = (await boot.json()) as {
        data: { config: { chatbotxConfig: { greeting: string } } };
      };
      expect(data.config.chatbotxConfig.greeting).toBe(greeting);
      await expectNoSeriousA11yViolations(visitorPage);
    } finally {
      await visitor.close();
    }
  } finally {
    if (original) await restore(request, original);
    await unlock();
  }
});

test('a recruiter has no site settings', async ({ page }, testInfo) => {
  const release = await lockDemoCodes(`${testInfo.outputDir}/../..`);
  try {
    await signInThroughApi(page.context().request, RECRUITER);
  } finally {
    await release();
  }
  await page.goto('/employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
  await page.goto('/employer/settings');
  await expect(page).toHaveURL(/\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
