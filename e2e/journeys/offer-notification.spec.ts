import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, navbar, waitForSettledPage } from '../support/shell.ts';
import { currentCsrfToken, freshEmail, signInThroughApi } from '../support/sign-in.ts';

// A fresh candidate of the demo site (northwind.example, where offer_extended is action-required)
// so that the bell's count is this test's alone: the employer extends an offer through the admin
// API, and the candidate finds it in the bell and follows it to the offer page.
const DOMAIN = 'northwind.example';

const bell = (page: Page) => navbar(page).getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Signs a new candidate in (through the API, into the page's cookies) with the terms attested. */
const signInFreshCandidate = async (request: APIRequestContext) => {
  const email = freshEmail();
  await signInThroughApi(request, email);
  const attested = await request.post('/api/pcsx/terms_of_service', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(attested.status(), await attested.text()).toBe(200);
  return email;
};

/**
 * The employer's side: an API token (development tools, asked by the signed-in candidate), then
 * POST /api/admin/offers from a context of its own without cookies, as an integration calls it.
 */
const extendOfferByAdminApi = async (
  request: APIRequestContext,
  employer: APIRequestContext,
  email: string,
) => {
  const given = await request.post('/dev/api-tokens', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(given.status(), await given.text()).toBe(201);
  const { token } = ((await given.json()) as { data: { token: string } }).data;
  const positionName = `Notified ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await employer.post(`/api/admin/offers?domain=${DOMAIN}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      candidate_email: email,
      position_name: positionName,
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      documents: [
        {
          name: 'Offer letter',
          signing: 'esign',
          template: 'Dear {{candidate.email}},\n\nWe offer you the position of {{position.name}}.',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { enc_id: encId } = ((await created.json()) as { data: { enc_id: string } }).data;
  return { encId, positionName };
};

test('an offer extended by the admin API is an action-required notification that leads to the offer', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const email = await signInFreshCandidate(context.request);
  await page.goto('/careers/dashboard');
  await expectPageId(page, 'dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const employer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const offer = await extendOfferByAdminApi(context.request, employer, email).finally(() =>
    employer.dispose(),
  );
  // the badge is read on page load (and every 5 minutes): a new page shows the new count
  await page.reload();
  await expectPageId(page, 'dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await waitForSettledPage(page);

  await bell(page).click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole('link').filter({ hasText: offer.positionName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Job offer');
  await expect(card).toContainText('Action required');
  await expect(card).toContainText(
    `You have received a job offer for ${offer.positionName}. Review and sign it.`,
  );
  // opening the panel resets the badge
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // the 'Action required' tab lists it as well
  const actionRequired = dialog.getByRole('tab', { name: 'Action required' });
  await actionRequired.click();
  await expect(actionRequired).toHaveAttribute('aria-selected', 'true');
  const actionCard = dialog
    .getByRole('tabpanel')
    .getByRole('link')
    .filter({ hasText: offer.positionName });
  await expect(actionCard).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-notification-panel');

  // the card leads to the offer page
  await actionCard.click();
  await expect(page).toHaveURL(
    new RegExp(`/careers/offer/${offer.encId}\\?domain=${DOMAIN.replace('.', '\\.')}$`),
  );
  await expect(panel(page)).toHaveCount(0);
  await expectPageId(page, 'offer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Job offer for ${offer.positionName}`,
  );
  await expect(page.getByRole('link', { name: 'Start: Offer letter' })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-notification-offer-page');

  // the click was recorded: the list reads it back as clicked
  await expect
    .poll(async () => {
      const listed = await context.request.get(`/api/pcsx/notifications?domain=${DOMAIN}`);
      return ((await listed.json()) as { data: { isClicked: boolean; redirectUrl: string }[] })
        .data;
    })
    .toEqual([
      expect.objectContaining({
        isClicked: true,
        redirectUrl: `/careers/offer/${offer.encId}?domain=${DOMAIN}`,
      }),
    ]);
});
