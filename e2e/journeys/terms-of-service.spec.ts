import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, termsDialog, userMenuButton, waitForSettledPage } from '../support/shell.ts';
import { freshEmail, isTermsAttested, signInThroughApi } from '../support/sign-in.ts';

// A fresh candidate of the demo tenant (terms gate on), signed in through the API: the demo
// candidate accepted the terms in the setup step already.
test('the terms gate cannot be dismissed, and accepting it ends it for good', async ({
  page,
  context,
}, testInfo) => {
  await signInThroughApi(context.request, freshEmail());
  await page.goto('/careers');
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please read and accept our terms before you continue.');
  await expect(dialog.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tos-modal');

  // No close button, and neither Escape nor a click outside closes it.
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeVisible();

  // It follows the candidate to every page until accepted.
  await page.goto('/careers/profile');
  await expect(dialog).toBeVisible();
  await expectPageId(page, 'profile');
  await expectNoSeriousA11yViolations(page);

  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Accept' }).click(),
  ]);
  await waitForSettledPage(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(userMenuButton(page)).toBeVisible();
  expect(await isTermsAttested(context.request)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  const pages = { '/careers/profile': 'profile', '/careers/offers': 'offers', '/careers': 'jobs' };
  for (const [path, pageId] of Object.entries(pages)) {
    await page.goto(path);
    await expectPageId(page, pageId);
    await waitForSettledPage(page);
    await expect(page.getByRole('dialog'), `no terms modal on ${path}`).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
