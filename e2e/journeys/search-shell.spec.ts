import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, navbar, navbarSignInButton, waitForSettledPage } from '../support/shell.ts';

test('a visitor sees the search page inside the tenant shell', async ({ page }, testInfo) => {
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expect(page).toHaveTitle('Jobs at Northwind Traders');
  await expect(
    navbar(page).getByRole('link', { name: 'Northwind Traders careers home' }),
  ).toBeVisible();
  await expect(navbarSignInButton(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Graduate programme');
  await expect(page.getByText(/Powered by/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'search');
});
