import type { APIRequestContext, Page } from '@playwright/test';
import { applyThroughApi } from '../support/apply-through-api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { readOutbox } from '../support/outbox.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { freshEmail, signInReadyCandidate } from '../support/sign-in.ts';

// The dashboard: the demo candidate's lists in the tenant's tabs (read only, as other journeys
// share the demo candidate), then a fresh candidate who withdraws an application and refers a
// friend (their writes stay theirs).
test.setTimeout(120_000);

const TABS = [
  ['Applications', 'applications'],
  ['Interviews', 'interviews'],
  ['Saved jobs', 'savedPositions'],
  ['Events', 'events'],
  ['Offers', 'offers'],
  ['Drafts', 'draftApplications'],
  ['Referrals', 'referrals'],
  ['To do', 'nudges'],
] as const;

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const openPanel = (page: Page) => page.getByRole('tabpanel');

const openPositions = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/search', { params: { query: 'engineer' } });
  const { data } = (await response.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  return data.positions;
};

test.describe('the demo candidate', () => {
  test.use({ role: 'candidate' });

  test('opens each tab, reads a timeline and follows a nudge to finish a draft', async ({
    page,
  }, testInfo) => {
    await page.goto('/careers/dashboard');
    await expectPageId(page, 'dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(tab(page, 'Applications')).toHaveAttribute('aria-selected', 'true');

    // the history of an application under way, with its next step in words
    await expect(openPanel(page).getByText('Next step:').first()).toBeVisible();
    const history = openPanel(page).getByRole('button', { name: /^History of your application/ });
    await history.first().click();
    await expect(history.first()).toHaveAttribute('aria-expanded', 'true');
    const timeline = openPanel(page).getByRole('list', { name: 'Status history' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Submitted');
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard-applications');

    // arrow keys move between the tabs, and the address keeps the tab
    await tab(page, 'Applications').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Interviews')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=interviews/);

    for (const [name, id] of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}(&|$)`));
      await expect(openPanel(page).getByRole('status')).toHaveCount(0);
      await expect(openPanel(page).getByRole('alert')).toHaveCount(0);
    }
    await expect(openPanel(page).getByText(/^Finish your application for /)).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard-nudges');

    await page.reload();
    await expect(tab(page, 'To do')).toHaveAttribute('aria-selected', 'true');
    await openPanel(page)
      .getByRole('link', { name: /^Continue: Finish your application for / })
      .click();
    await expectPageId(page, 'applyPage');
    await expect(page.getByText('Welcome back: your draft is filled in below.')).toBeVisible();
  });

  test('the v2 layout: counts, the next three things to do, then the lists', async ({ page }) => {
    await page.goto('/careers/dashboardv2');
    await expectPageId(page, 'dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
    const summary = page.getByRole('link', { name: /Applications$/ }).first();
    await expect(summary).toContainText(/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Offers' })).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a candidate withdraws an application after confirming', async ({
  page,
  context,
}, testInfo) => {
  const email = await signInReadyCandidate(context.request);
  const [position] = await openPositions(context.request);
  await applyThroughApi(context.request, position!.id, {
    email,
    firstName: 'Robin',
    lastName: 'Okafor',
  });

  await page.goto('/careers/dashboard?tab=applications');
  await expectPageId(page, 'dashboard');
  await page
    .getByRole('button', { name: `Withdraw your application for ${position!.name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-withdraw');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(dialog).toHaveCount(0);
  const closed = page.getByRole('region', { name: 'Closed' });
  await expect(closed.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Withdraw your application for ${position!.name}` }),
  ).toHaveCount(0);
});

test('a candidate refers a friend from a job page; the friend gets the link by email', async ({
  page,
  context,
}, testInfo) => {
  await signInReadyCandidate(context.request);
  const [, position] = await openPositions(context.request);
  const friend = freshEmail();

  await page.goto(`/careers/job/${position!.id}`);
  await expectPageId(page, 'singlePosition');
  await page.getByRole('button', { name: 'Refer a friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer a friend' });
  await dialog.getByRole('textbox', { name: 'Friend’s name' }).fill('Grace Hopper');
  await dialog.getByRole('textbox', { name: 'Friend’s email' }).fill(friend);
  await dialog.getByRole('textbox', { name: 'A note (optional)' }).fill('You would love it.');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'refer-friend');
  await dialog.getByRole('button', { name: 'Send referral' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We emailed Grace Hopper (${friend})`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const mail = (await readOutbox()).find((one) => one.to === friend);
  expect(mail?.text).toContain('You would love it.');
  expect(mail?.text).toMatch(
    new RegExp(`/careers/job/${position!.id}\\?domain=[\\w.]+&referral_token=[\\w-]{20,}`),
  );

  await page.goto('/careers/dashboard?tab=referrals');
  await expect(
    openPanel(page).getByRole('heading', { name: `Grace Hopper for ${position!.name}` }),
  ).toBeVisible();
  await expect(openPanel(page).getByText('Invitation sent')).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
});
