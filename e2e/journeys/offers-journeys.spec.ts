import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusKept } from '../support/focus.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { DEMO_NAME, currentCsrfToken } from '../support/sign-in.ts';

test.use({ role: 'candidate' });

type CreatedOffer = { enc_id: string; offer_documents: { id: number; b64_string: string }[] };

/** A fresh offer for the demo candidate (POST /dev/offers), named for this test alone. */
const newOffer = async (
  request: APIRequestContext,
  signing: 'esign' | 'form' | 'upload',
  expiresInDays?: number,
) => {
  const positionName = `Journey ${signing} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/dev/offers', {
    data: {
      position_name: positionName,
      signing,
      ...(expiresInDays !== undefined && { expires_in_days: expiresInDays }),
    },
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: CreatedOffer };
  return { ...data, positionName };
};

const offerCard = (page: Page, positionName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: positionName }) });

/** The offers list shows the offer with `status`, refreshed. */
const expectListStatus = async (page: Page, positionName: string, status: string) => {
  await page.goto('/careers/offers');
  await expectPageId(page, 'offers');
  await expect(offerCard(page, positionName)).toContainText(status);
};

/**
 * The message is shown; then it is dismissed, as a person would, so that the page under it is
 * checked on its own (the shell's toast list item carries role=status, which axe reports).
 */
const expectToast = async (page: Page, message: string) => {
  const toast = page
    .getByRole('region', { name: 'Messages' })
    .locator('li')
    .filter({ hasText: message });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
};

const openDocument = async (page: Page, encId: string) => {
  await page.goto(`/careers/offer/${encId}`);
  await expectPageId(page, 'offer');
  await page.getByRole('link', { name: 'Start: Offer letter' }).click();
  await expectPageId(page, 'offerLetter');
};

test('accept an offer by uploading the signed letter', async ({ page, context }, testInfo) => {
  const offer = await newOffer(context.request, 'upload');
  await page.goto('/careers/offers');
  await expectPageId(page, 'offers');
  const card = offerCard(page, offer.positionName);
  await expect(card).toContainText('Offer extended');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offers-list');
  await card.getByRole('link', { name: 'View job offer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Job offer for ${offer.positionName}`,
  );
  await page.getByRole('link', { name: 'Start: Offer letter' }).click();
  await expect(page.getByRole('heading', { name: 'Review job offer' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Print & sign, or sign digitally' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Offer letter: Page 1 of 1/ })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-upload-steps');

  // Nothing is sent without a file.
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Please choose the signed PDF file to upload.')).toBeVisible();

  const signedPdf = Buffer.from(offer.offer_documents[0]!.b64_string, 'base64');
  await page
    .getByLabel('Choose PDF file')
    .setInputFiles({ name: 'signed-offer.pdf', mimeType: 'application/pdf', buffer: signedPdf });
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expectToast(page, 'Successfully signed the offer letter');
  await expect(
    page.getByText('You accepted this offer. Congratulations on your new role!'),
  ).toBeVisible();
  await expect(page.getByText('Document has been signed', { exact: true })).toBeVisible();
  await expectListStatus(page, offer.positionName, 'Offer accepted');
});

test('sign a document with the signature form', async ({ page, context }, testInfo) => {
  const offer = await newOffer(context.request, 'form');
  await openDocument(page, offer.enc_id);
  const form = page.getByRole('checkbox', {
    name: 'I have read and agree to the terms and conditions',
  });
  await expect(form).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-signature-form');

  const name = page.getByRole('textbox', {
    name: 'Please enter your full name as the electronic signature',
  });
  await name.fill('Somebody Else');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(
    page.getByText('Please enter your full name as shown on the offer letter and your profile'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByText('I have read and agree to the terms and conditions').click();
  await expect(form).toBeChecked();
  await name.fill(DEMO_NAME);
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expectToast(page, 'Successfully signed document');
  await expect(
    page.getByText('You accepted this offer. Congratulations on your new role!'),
  ).toBeVisible();
  await expectListStatus(page, offer.positionName, 'Offer accepted');
});

test('e-sign an offer letter in the page, the actions in view', async ({
  page,
  context,
}, testInfo) => {
  const offer = await newOffer(context.request, 'esign');
  await openDocument(page, offer.enc_id);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Offer letter: Page 1 of 1/ })).toBeVisible();
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue(DEMO_NAME);
  await expect(page.getByRole('button', { name: 'Sign document' })).toBeInViewport();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-esign');
  // Signed by keyboard: the focus moves on with the page, never to <body> (issue 31).
  await page.getByRole('button', { name: 'Sign document' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('You accepted this offer. Congratulations on your new role!'),
  ).toBeVisible();
  await expectFocusKept(page, 'e-signing');
  await expectToast(page, 'Successfully signed document');

  // The signed letter is shown read-only now, with the completion certificate page.
  await page.getByRole('link', { name: 'View: Offer letter' }).click();
  await expect(page.getByRole('img', { name: /Offer letter: Page 2 of 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign document' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-viewer');
  await expectListStatus(page, offer.positionName, 'Offer accepted');
});

test('decline an offer through the dialog', async ({ page, context }, testInfo) => {
  const offer = await newOffer(context.request, 'esign', 3);
  await page.goto('/careers/offers');
  const card = offerCard(page, offer.positionName);
  await expect(card).toContainText('Action required');
  await expect(card).toContainText('Expires in 3 days');
  await card.getByRole('link', { name: 'View job offer' }).click();
  await expectPageId(page, 'offer');
  await waitForSettledPage(page);
  await saveScreenshot(page, testInfo, 'offer-page');
  await page.getByRole('button', { name: 'Decline offer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline offer?' });
  await expect(dialog).toContainText(
    'Declining this offer will remove it from your pending opportunities and will notify the company.',
  );
  await expect(dialog).toContainText('The action cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'offer-decline-dialog');
  await dialog.getByRole('button', { name: 'Decline offer' }).click();
  await expectToast(page, 'Successfully rejected the offer');
  await expect(page.getByText('You declined this offer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline offer' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectListStatus(page, offer.positionName, 'Offer declined');
});
