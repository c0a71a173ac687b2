import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

/** A real one-page PDF: the server opens every PDF it is sent before keeping it. */
const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return Buffer.from(await document.save());
};

// A long journey over two page loads of the apply page, each checked with axe.
test.setTimeout(120_000);

const firstOpenPosition = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/search', { params: { query: 'manager' } });
  const { data } = (await response.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  return data.positions[0]!;
};

test('apply from a draft saved on one page load and finished on another', async ({
  page,
  context,
}, testInfo) => {
  const email = await signInReadyCandidate(context.request);
  const position = await firstOpenPosition(context.request);

  await page.goto(`/careers/apply?pid=${position.id}`);
  await expectPageId(page, 'applyPage');
  await expect(
    page.getByRole('heading', { level: 1, name: `Apply for ${position.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Okafor');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your draft is saved.', { exact: false })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);

  const drafts = await context.request.get('/api/pcsx/draft_applications');
  expect(
    (
      (await drafts.json()) as { data: { draft_applications: { position_id: number }[] } }
    ).data.draft_applications.map((draft) => draft.position_id),
  ).toEqual([position.id]);

  // Another page load: the draft is back, and what is missing is said next to each field.
  await page.reload();
  await expect(page.getByText('Welcome back: your draft is filled in below.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Robin');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Resume is required')).toBeVisible();
  await expect(page.getByText('Add at least one skill.')).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'apply-errors');

  await page
    .getByRole('textbox', { name: 'Phone number: Phone', exact: true })
    .fill('512 555 0199');
  await page
    .getByRole('textbox', { name: 'Where do you live?', exact: true })
    .fill('Austin, United States');
  await page.getByLabel('Upload files: Resume').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: await onePagePdf(),
  });
  await expect(page.getByText('resume.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('Search skills').fill('Negotiation');
  await page.getByLabel('Search skills').press('Enter');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('checkbox', {
      name: 'I agree that my details are used to consider me for this and similar roles.',
    })
    .check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'apply-sent');

  const applications = await context.request.get('/api/pcsx/dashboard/applications');
  const { data } = (await applications.json()) as {
    data: { applications: { position_id: number; status: string }[] };
  };
  expect(data.applications).toEqual([
    expect.objectContaining({ position_id: position.id, status: 'submitted' }),
  ]);
  const after = await context.request.get('/api/pcsx/draft_applications');
  expect(
    ((await after.json()) as { data: { draft_applications: unknown[] } }).data.draft_applications,
  ).toEqual([]);
});
