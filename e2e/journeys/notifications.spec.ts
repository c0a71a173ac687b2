import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, navbar, waitForSettledPage } from '../support/shell.ts';
import type { Page } from '@playwright/test';

// The demo candidate's seeded notifications (several categories, some action-required). Other
// journeys and the other project may open the panel too, so the badge's number is not asserted
// here, only that opening the panel clears it.
test.use({ role: 'candidate' });

const bell = (page: Page) => navbar(page).getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

const openPanel = async (page: Page) => {
  await page.goto('/careers/dashboard');
  await expectPageId(page, 'dashboard');
  await waitForSettledPage(page);
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('link').first()).toBeVisible();
  await waitForSettledPage(page);
};

// the dropdown is the desktop layout
test(
  'desktop: the bell opens a 480 px dropdown with tabs, cards, and a card leads to its page',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    await openPanel(page);
    const dialog = panel(page);

    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBeLessThanOrEqual(480);
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(470);
    expect(box.height).toBeLessThanOrEqual(600);
    expect(box.x).toBeGreaterThan(0);

    // opening resets the badge
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const all = dialog.getByRole('tab', { name: 'All' });
    const actionRequired = dialog.getByRole('tab', { name: 'Action required' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    // newest first: the last offer card is a seeded one (other journeys extend offers just now)
    const offerCard = dialog.getByRole('link').filter({ hasText: 'Job offer' }).last();
    await expect(offerCard).toContainText('Action required');
    await expect(offerCard).toContainText(/\d+ (minute|hour|day)s? ago/);
    const interviewCard = dialog.getByRole('link').filter({ hasText: 'Interviews' }).first();
    await expect(interviewCard).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'notifications-dropdown');

    // arrow keys move between the tabs; the second lists only action-required ones
    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect(actionRequired).toBeFocused();
    await expect(actionRequired).toHaveAttribute('aria-selected', 'true');
    const tabPanel = dialog.getByRole('tabpanel');
    await expect(tabPanel.getByRole('link').first()).toBeVisible();
    const cards = await tabPanel.getByRole('link').all();
    for (const card of cards) await expect(card).toContainText('Action required');
    await expect(tabPanel.getByRole('link').filter({ hasText: 'Job alerts' })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(all).toHaveAttribute('aria-selected', 'true');

    // a card marks itself clicked and follows its redirect
    await interviewCard.click();
    await expect(page).toHaveURL(/\/careers\/interviews\?domain=northwind\.example/);
    await expect(panel(page)).toHaveCount(0);
  },
);

test('tablet and phone: the panel is a fullscreen modal with a close button', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1024, height: 768 });
  await openPanel(page);
  const dialog = panel(page);
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.y)).toBe(0);
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
  await expect(dialog.getByRole('tab', { name: 'All' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'notifications-fullscreen');

  await dialog.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});
