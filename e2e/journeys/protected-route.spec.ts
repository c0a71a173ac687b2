import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import {
  expectPageId,
  loginDialog,
  navbar,
  navbarSignInButton,
  waitForSettledPage,
} from '../support/shell.ts';

test.describe('a visitor on a protected route', () => {
  test('gets the login modal; closing it lands on /careers', async ({ page }, testInfo) => {
    await page.goto('/careers/profile');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expectPageId(page, 'profile');
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'login-modal');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/careers');
    expect([null, 'northwind.example']).toContain(new URL(page.url()).searchParams.get('domain'));
    await expect(dialog).toHaveCount(0);
    await expectPageId(page, 'jobs');
    await waitForSettledPage(page);
    await expect(navbarSignInButton(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('closing the modal with Escape keeps the domain parameter', async ({ page }) => {
    await page.goto('/careers/offers?domain=contoso.example');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expectPageId(page, 'offers');
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => url.pathname === '/careers');
    expect(new URL(page.url()).searchParams.get('domain')).toBe('contoso.example');
    await expect(dialog).toHaveCount(0);
    await expectPageId(page, 'jobs');
    await waitForSettledPage(page);
    await expect(
      navbar(page).getByRole('link', { name: 'Contoso Health careers home' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
