import { PDFDocument, StandardFonts } from 'pdf-lib';
import { applyThroughApi } from '../support/apply-through-api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { extractPdfText } from '@careers/server/pdf-text';
import { expect, test } from '../support/fixtures.ts';
import { signInRecruiter } from '../support/employer.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// The recruiters' console (issue 18): the demo employer signs in at /employer/login, publishes a
// position that the public search shows at once, moves a candidate's application to
// 'Interviewing' (the candidate's dashboard and notifications say so) and extends an offer with
// an uploaded PDF that the candidate then sees. The candidate is a new one of the demo site who
// applies to the new position, so the run leaves the demo candidate's story as other journeys
// expect it.
const offerPdf = async (line: string) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(line, {
    x: 60,
    y: 760,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
};

test('a recruiter publishes a position, moves an application and extends an offer', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Console Engineer ${Date.now().toString(36)}${testInfo.project.name}`;

  await signInRecruiter(page, testInfo.outputDir);
  await expectNoSeriousA11yViolations(page);

  // create a remote position with the editor
  await page.getByRole('link', { name: 'New position' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New position' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description (HTML)').fill('<p>Build the console.</p>');
  await page.getByLabel('Department', { exact: true }).fill('Engineering');
  await page.getByLabel('Job family').fill('Software');
  await page.getByLabel('Remote', { exact: true }).check();
  await page.getByLabel(/^Skills/).fill('TypeScript, React');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Publish position' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  await page.getByLabel('Search by title').fill(title);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // the public search shows it at once, and a candidate applies
  const candidate = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.51.100.${testInfo.project.name === 'phone' ? 12 : 11}`,
    },
  });
  const visitor = await candidate.newPage();
  const email = await signInReadyCandidate(candidate.request);
  await visitor.goto(`/careers/search?query=${encodeURIComponent(title)}`);
  await expect(visitor.getByText(title).first()).toBeVisible();
  const search = await candidate.request.get('/api/pcsx/search', { params: { query: title } });
  const found = (
    (await search.json()) as { data: { positions: { id: number; name: string }[] } }
  ).data.positions.find((position) => position.name === title);
  expect(found, 'the new position in the search').toBeTruthy();
  await applyThroughApi(candidate.request, found!.id, {
    email,
    firstName: 'Sam',
    lastName: 'Console',
  });

  // the pipeline: move the application to Interviewing
  await page.getByRole('link', { name: new RegExp(`^Pipeline\\W+${title}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${title}` })).toBeVisible();
  const submitted = page.getByRole('region', { name: /^Submitted/ });
  await expect(submitted.getByText(email).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // the only application of the new position, named by the applicant's name or email
  await submitted.getByRole('combobox', { name: /^Move .+ to$/ }).selectOption('interviewing');
  const interviewing = page.getByRole('region', { name: /^Interviewing/ });
  await expect(interviewing.getByText(email).first()).toBeVisible();

  // the candidate's dashboard and notifications say so
  await visitor.goto('/careers/dashboard');
  await expect(visitor.getByText(title).first()).toBeVisible();
  await expect(visitor.getByText('Interviewing').first()).toBeVisible();
  const notifications = await candidate.request.get('/api/pcsx/notifications');
  expect(await notifications.text()).toContain(title);

  // extend an offer with an uploaded PDF: the file goes alone as multipart, the offer names it
  const letterLine = `Offer letter for ${title}`;
  await interviewing.getByText('Extend an offer').click();
  // the form stays inside its column (a desktop column is 210 px: its fields once spilled over)
  const column = await interviewing.boundingBox();
  const expiry = await interviewing.getByLabel('Offer expires on').boundingBox();
  expect(expiry!.x + expiry!.width).toBeLessThanOrEqual(column!.x + column!.width);
  await interviewing.getByLabel('Offer letter (PDF)').setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: await offerPdf(letterLine),
  });
  const uploaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/admin/offer_files'),
  );
  await interviewing.getByRole('button', { name: 'Send the offer' }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(interviewing.getByText(/^Offer sent to .+\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the candidate sees the offer
  await visitor.goto('/careers/offers');
  await expect(visitor.getByText(title).first()).toBeVisible();

  // the offers page finds it; its letter downloads, and a revision shows in its audit trail
  await page.getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await page.getByLabel('Search by candidate or position').fill(title);
  await expect(page.getByText('Offers found: 1')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Offer: ${title}` })).toBeVisible();
  const letter = await page.request.get(
    (await page.getByRole('link', { name: /^Download/ }).getAttribute('href'))!,
  );
  expect(letter.headers()['content-type']).toBe('application/pdf');
  expect(await extractPdfText(await letter.body())).toContain(letterLine);
  await page.getByRole('button', { name: /^Put under revision/ }).click();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.getByText(/Document put under revision/)).toBeVisible();
  await expect(page.getByText('Offer · Under revision · E-signature')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await visitor.goto('/careers/offers');
  await visitor
    .getByRole('link', { name: /View job offer/ })
    .first()
    .click();
  await expect(
    visitor.getByText('Documents are being revised. Please check back later.'),
  ).toBeVisible();

  // a new PDF, uploaded through the same pipeline, replaces the letter and ends the revision
  await page.getByLabel(/^New PDF for/).setInputFiles({
    name: 'offer-v2.pdf',
    mimeType: 'application/pdf',
    buffer: await offerPdf(`${letterLine}, revised`),
  });
  await page.getByRole('button', { name: /^Replace the PDF/ }).click();
  await expect(trail.getByText(/Document replaced/)).toBeVisible();
  await expect(page.getByText('Offer · Not signed yet · E-signature')).toBeVisible();
  const revised = await page.request.get(
    (await page.getByRole('link', { name: /^Download/ }).getAttribute('href'))!,
  );
  expect(await extractPdfText(await revised.body())).toContain(`${letterLine}, revised`);
  await visitor.reload();
  await expect(visitor.getByText(title).first()).toBeVisible();
  await expect(
    visitor.getByText('Documents are being revised. Please check back later.'),
  ).toHaveCount(0);
  await candidate.close();
});
