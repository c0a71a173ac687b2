import { extractPdfText } from '@careers/server/pdf-text';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { words } from '../support/catalogues.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { DEMO_NAME, currentCsrfToken } from '../support/sign-in.ts';

test.use({ role: 'candidate' });

type CreatedOffer = { enc_id: string; offer_documents: { id: number }[] };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\((\w+)\)s/g, (_whole, key: string) => String(values[key]));

/** The action bar's buttons are on the screen, not only in the page. */
const expectActionsInView = async (page: Page, language: string) => {
  await expect(
    page.getByRole('button', { name: words(language, 'offers', 'esign.sign') }),
  ).toBeInViewport();
  await expect(
    page.getByRole('button', { name: words(language, 'offers', 'letter.decline'), exact: true }),
  ).toBeInViewport();
};

for (const language of ['en', 'ar']) {
  test(`e-sign an offer letter on a phone, in ${language} @phone-only`, async ({
    page,
    context,
  }, testInfo) => {
    const say = (key: string, values: Record<string, string | number> = {}) =>
      fill(words(language, 'offers', key), values);
    const response = await context.request.post('/dev/offers', {
      data: {
        position_name: `Phone esign ${language} ${Date.now().toString(36)}`,
        signing: 'esign',
      },
      headers: { 'X-CSRF-Token': await currentCsrfToken(context.request) },
    });
    expect(response.status(), await response.text()).toBe(201);
    const offer = ((await response.json()) as { data: CreatedOffer }).data;

    // open the offer letter from the offer
    await page.goto(`/careers/offer/${offer.enc_id}?hl=${language}`);
    await expectPageId(page, 'offer');
    await page
      .getByRole('link', {
        name: say('offer.openDocument', { action: say('offer.start'), name: 'Offer letter' }),
      })
      .click();
    await expectPageId(page, 'offerLetter');
    await expect(page.locator('iframe')).toHaveCount(0);
    const firstPage = page.getByRole('img', {
      name: `Offer letter: ${say('letter.pdfPage', { page: 1, pages: 1 })}`,
    });
    await expect(firstPage).toBeVisible();
    await expectActionsInView(page, language);

    // zoom it: the page is drawn wider
    const before = (await firstPage.boundingBox())!.width;
    await page.getByRole('button', { name: say('viewer.zoomIn') }).click();
    await expect
      .poll(async () => (await firstPage.boundingBox())!.width)
      .toBeGreaterThan(before + 1);
    await page.getByRole('button', { name: say('viewer.fitWidth') }).click();

    // find a word of it in its text layer
    await page.getByRole('button', { name: say('viewer.find') }).click();
    const find = page.getByRole('searchbox', { name: say('viewer.find') });
    await find.fill('Rivera');
    await find.press('Enter');
    await expect(page.getByRole('search').locator('output')).toHaveText(
      say('viewer.findCount', { current: 1, total: 1 }),
    );

    // the actions stay on the screen while the document scrolls
    await page.mouse.wheel(0, 600);
    await expectActionsInView(page, language);
    const fullName = page.getByRole('textbox', { name: say('esign.fullName') });
    await expect(fullName).toHaveValue(DEMO_NAME);
    await fullName.scrollIntoViewIfNeeded();
    await expectActionsInView(page, language);
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, `offer-esign-${language}`);

    // a drawn signature is asked for when Draw is chosen, then signed by the typed name
    await page.getByRole('radio', { name: say('esign.draw') }).check();
    await page.getByRole('button', { name: say('esign.sign') }).click();
    await expect(page.getByText(say('esign.drawingRequired'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: say('esign.type') }).check();
    await page.getByRole('button', { name: say('esign.sign') }).click();
    await expect(page.getByText(say('messages.signedDocument'))).toBeVisible();
    await expectPageId(page, 'offer');
    await expect(page.getByText(say('offer.sentence.accepted'))).toBeVisible();

    // the signed copy, with its completion certificate, downloads and reads back
    await page
      .getByRole('link', {
        name: say('offer.openDocument', { action: say('offer.view'), name: 'Offer letter' }),
      })
      .click();
    await expect(
      page.getByRole('img', {
        name: `Offer letter: ${say('letter.pdfPage', { page: 2, pages: 2 })}`,
      }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: say('letter.download') }).click(),
    ]);
    const bytes = new Uint8Array(
      await (await download.createReadStream()).toArray().then(Buffer.concat),
    );
    const text = await extractPdfText(bytes);
    expect(text).toContain('Dear Jordan Rivera');
    expect(text).toContain(DEMO_NAME);
  });
}
