import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInRecruiter } from '../support/employer.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// The forms builder of the employer console (issue 18): the recruiter builds a two-question form
// with the preboarding admin layout (duplicate, move down, delete), previews it, saves it and
// assigns it to a new candidate of the demo site, who finds it among their forms.
test('a recruiter builds a two-question form and assigns it; the candidate finds it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Welcome ${suffix}`;

  await signInRecruiter(page, testInfo.outputDir);
  await page.getByRole('link', { name: 'Forms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms builder' })).toBeVisible();
  await page.getByLabel('Form title').fill(title);
  await page.getByLabel('Form ID').fill(`welcome-${suffix}`);

  const addQuestion = async (label: string, type?: string) => {
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question', { exact: true }).fill(label);
    if (type) await page.getByLabel('Answer type').selectOption(type);
    await page.getByRole('button', { name: 'Done' }).click();
  };
  await addQuestion('Start date', 'date');
  await addQuestion('T-shirt size');
  const questions = page.getByRole('toolbar');
  await expect(questions).toHaveCount(2);
  const toolbar = (name: string) => page.getByRole('toolbar', { name, exact: true });
  await expect(
    toolbar('Start date').getByRole('button', { name: 'Move question up' }),
  ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await toolbar('Start date').getByRole('button', { name: 'Move question down' }).click();
  // the order is kept once the spec's 300 ms debounce has passed
  await expect(questions.first()).toHaveAttribute('aria-label', 'T-shirt size');
  await expect(questions.last()).toHaveAttribute('aria-label', 'Start date');
  await toolbar('T-shirt size').getByRole('button', { name: 'Duplicate question' }).click();
  await expect(toolbar('T-shirt size (copy)')).toBeVisible();
  await toolbar('T-shirt size (copy)').getByRole('button', { name: 'Delete question' }).click();
  await expect(questions).toHaveCount(2);

  // the preview shows the questions in the chosen layout
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText('T-shirt size'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  const candidate = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.51.100.${testInfo.project.name === 'phone' ? 22 : 21}`,
    },
  });
  try {
    const email = await signInReadyCandidate(candidate.request);
    await page.getByLabel("Candidate's email").fill(email);
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText(`Form assigned to ${email}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const candidatePage = await candidate.newPage();
    await candidatePage.goto('/careers/forms/center');
    await expect(candidatePage.getByText(title)).toBeVisible();
  } finally {
    await candidate.close();
  }
});
