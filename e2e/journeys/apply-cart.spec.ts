import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// Two job pages, the cart on the search page, and one application for both.
test.setTimeout(150_000);

const twoOpenPositions = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/search', { params: { query: 'analyst' } });
  const { data } = (await response.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  return data.positions.slice(0, 2);
};

test('add two jobs to the cart and apply to both with one form', async ({
  page,
  context,
}, testInfo) => {
  await signInReadyCandidate(context.request);
  const positions = await twoOpenPositions(context.request);
  expect(positions).toHaveLength(2);

  for (const position of positions) {
    await page.goto(`/careers/job/${position.id}`);
    await page.getByRole('button', { name: 'Add to job cart' }).click();
    await expect(page.getByRole('button', { name: 'In job cart' })).toBeVisible();
  }

  await page.goto('/careers');
  await page.getByRole('button', { name: 'Job cart · 2 jobs' }).click();
  await page.getByRole('link', { name: 'Apply to all 2 jobs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply for 2 positions' }),
  ).toBeVisible();
  for (const position of positions) await expect(page.getByText(position.name)).toBeVisible();

  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox('First name').fill('Robin');
  await textbox('Last name').fill('Okafor');
  await textbox('Phone number: Phone').fill('512 555 0199');
  await textbox('Where do you live?').fill('Austin, United States');
  await page.getByLabel('Upload files: Resume').setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Seven years of analysis.'),
  });
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('Search skills').fill('SQL');
  await page.getByLabel('Search skills').press('Enter');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('checkbox', {
      name: 'I agree that my details are used to consider me for this and similar roles.',
    })
    .check();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'apply-cart');
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  const applications = await context.request.get('/api/pcsx/dashboard/applications');
  const { data } = (await applications.json()) as {
    data: { applications: { position_id: number }[] };
  };
  expect(data.applications.map((application) => application.position_id).sort()).toEqual(
    positions.map((position) => position.id).sort(),
  );
  await expectNoSeriousA11yViolations(page);
});
