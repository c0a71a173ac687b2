import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, navbarSignInButton, waitForSettledPage } from '../support/shell.ts';
import {
  currentCsrfToken,
  DEMO_EMAIL,
  freshEmail,
  signInReadyCandidate,
} from '../support/sign-in.ts';

test.setTimeout(150_000);

const post = async (request: APIRequestContext, path: string, data?: unknown) => {
  const response = await request.post(path, {
    ...(data !== undefined && { data }),
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
};

test.describe('the demo candidate', () => {
  test.use({ role: 'candidate' });

  test('pauses a job alert and downloads the data export in settings', async ({
    page,
    context,
  }, testInfo) => {
    // Both projects run at once as the demo candidate: each pauses an alert of its own.
    const alertName = `Nurse roles ${testInfo.project.name} ${Date.now().toString(36)}`;
    await post(context.request, '/api/pcsx/saved_searches', { name: alertName, query: 'nurse' });

    await page.goto('/careers/settings');
    await expectPageId(page, 'settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(DEMO_EMAIL, { exact: true })).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'settings');

    await page.getByRole('button', { name: `Pause ${alertName}` }).click();
    const resume = page.getByRole('button', { name: `Resume ${alertName}` });
    await expect(resume).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: alertName })).toContainText('Paused');
    const alerts = (await (await context.request.get('/api/pcsx/saved_searches')).json()) as {
      data: { searches: { name: string; isPaused: boolean }[] };
    };
    expect(alerts.data.searches.find((alert) => alert.name === alertName)?.isPaused).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-northwind\.example-.+\.json$/);
    const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string };
      savedSearches: { name: string; isPaused: boolean }[];
    };
    expect(archive.profile.email).toBe(DEMO_EMAIL);
    expect(archive.savedSearches).toContainEqual(
      expect.objectContaining({ name: alertName, isPaused: true }),
    );

    // leave the demo as it was for the next run of this journey
    await resume.click();
    await expect(page.getByRole('button', { name: `Pause ${alertName}` })).toBeVisible();
  });
});

// A fresh candidate, not the demo one: a saved language would change the interface of every
// journey the demo candidate runs at the same time.
test('a new candidate changes the language, then deletes the account and starts afresh', async ({
  page,
  context,
}, testInfo) => {
  const email = freshEmail();
  await signInReadyCandidate(context.request, email);

  await page.goto('/careers/settings');
  await expectPageId(page, 'settings');
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // the next visit, without any language in the address, keeps the saved choice
  await page.goto('/careers/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  // right to left: the page's own hl wins over the saved language
  await page.goto('/careers/settings?hl=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-ar');
  await page.getByRole('combobox', { name: 'لغة الواجهة' }).selectOption('en');
  await expect(page).toHaveURL(/hl=en/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // a saved job, then the account goes
  const search = await context.request.get('/api/pcsx/search', { params: { query: 'nurse' } });
  const [position] = ((await search.json()) as { data: { positions: { id: number }[] } }).data
    .positions;
  await post(context.request, '/api/pcsx/positions/saved', {
    position_id: position!.id,
    isSaved: true,
  });
  await page.goto('/careers/saved-jobs?hl=en');
  await expect(page.getByText('1 saved job')).toBeVisible();

  await page.goto('/careers/settings?hl=en');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByRole('textbox', { name: 'Your email address' }).fill('someone@else.example');
  await confirm.click();
  await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    `Type ${email} exactly.`,
  );
  await dialog.getByRole('textbox', { name: 'Your email address' }).fill(email);
  await saveScreenshot(page, testInfo, 'delete-account-dialog');
  await confirm.click();
  await expectPageId(page, 'jobs');
  await expect(navbarSignInButton(page)).toBeVisible();

  await signInReadyCandidate(context.request, email);
  await page.goto('/careers/saved-jobs');
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await page.goto('/careers/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
