import path from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { E2E_PORT } from '../support/base-url.ts';
import { lockDemoCodes } from '../support/demo-code-lock.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

/** The demo's theme designer (apps/server/src/demo/demo-employers.ts). */
const DESIGNER_EMAIL = 'designer@northwind.example';

test.setTimeout(150_000);

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('the designer changes the primary colour and radius, previews, publishes, and a visitor sees it', async ({
  page,
  browser,
}, testInfo) => {
  // Both projects publish the one tenant's theme: one at a time, so each sees its own colour.
  const unlock = await lockDemoCodes(path.join('/tmp', `careers-e2e-theme-${E2E_PORT}`));
  try {
    const colour = testInfo.project.name === 'desktop' ? '#0b6e4f' : '#7a1f5c';
    // The careers site asks everyone signed in to accept its terms first.
    await signInReadyCandidate(page.context().request, DESIGNER_EMAIL);
    await page.goto('/careers');
    await waitForSettledPage(page);

    await page.getByRole('button', { name: 'Theme builder' }).click();
    const panel = page.getByRole('complementary', { name: 'Theme builder' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Careers site' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await panel
      .getByRole('textbox', { name: 'Primary colour, hexadecimal value', exact: true })
      .fill(colour);
    await expect(panel.getByText(/Contrast \d+\.\d+:1, meets WCAG AA/).first()).toBeVisible();
    await panel.locator('summary', { hasText: 'Border radius' }).click();
    const radius = panel
      .getByRole('group', { name: 'Border radius' })
      .getByRole('slider', { name: 'Corner radius', exact: true });
    await radius.fill('20');
    await expect(radius).toHaveValue('20');
    await expect(
      panel.getByRole('group', { name: 'Border radius' }).getByRole('status').first(),
    ).toHaveText('20px');

    // The live preview: the page's own primary button takes the new colour before anything is saved.
    const root = page.locator('html');
    await expect(root).toHaveCSS('--color-primary', colour);
    await expect(root).toHaveCSS('--radius', '20px');
    await expect(panel.getByText('Unpublished changes: only you see them.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'theme-builder-preview');

    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(/Theme published: every visitor now sees version \d+\./),
    ).toBeVisible();
    await expect(panel.getByText('Visitors see this theme.')).toBeVisible();

    // A visitor in another browser context, never signed in, gets the new theme at once.
    const visitor = await browser.newContext({
      viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/careers');
      await waitForSettledPage(visitorPage);
      await expect(visitorPage.locator('html')).toHaveCSS('--color-primary', colour);
      await expect(visitorPage.getByRole('button', { name: 'Theme builder' })).toHaveCount(0);
      await expect(visitorPage.locator('html')).toHaveCSS('--radius', '20px');
      const search = visitorPage.getByRole('button', { name: 'Search jobs' });
      await expect(search).toHaveCSS('background-color', rgbOf(colour));
      await expectNoSeriousA11yViolations(visitorPage);
      await saveScreenshot(visitorPage, testInfo, 'theme-builder-visitor');
    } finally {
      await visitor.close();
    }
  } finally {
    await unlock();
  }
});
