import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';

test.use({ role: 'candidate' });
// A long journey over five pages, each checked with axe.
test.setTimeout(120_000);

test('search, filter, page, open a job, save it and find it in saved jobs', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  await page.goto('/careers?query=engineer');
  await expectPageId(page, 'jobs');
  const results = page.getByRole('heading', { name: /^Showing 1–10 of \d+ jobs$/ });
  await expect(results).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue(
    'engineer',
  );
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'search-results');

  // Filter: the department menu lists counts; the search reloads a second after the change.
  await page.getByRole('button', { name: 'Department', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Department' });
  await menu.getByRole('checkbox', { name: /^Engineering/ }).check();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/filter_department=Engineering/);
  await expect(page.getByRole('button', { name: 'Department 1 selected' })).toBeVisible();
  const filtered = page.getByRole('heading', { name: /^Showing 1–10 of \d+ jobs$/ });
  await expect(filtered).toBeVisible();

  // Page: the next ten results.
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/start=10/);
  await expect(page.getByRole('heading', { name: /^Showing 11–20 of \d+ jobs$/ })).toBeVisible();

  // Open a job: beside the list on desktop, its own page on a phone. The two projects run at
  // once as the same candidate, so each takes its own job.
  const resultLinks = page
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .getByRole('link');
  const link = resultLinks.nth(isPhone ? 1 : 0);
  const jobName = (await link.textContent())?.trim() ?? '';
  expect(jobName).not.toBe('');
  await link.click();
  if (!isPhone) {
    const panel = page.getByRole('complementary', { name: 'Selected job' });
    await expect(panel.getByRole('heading', { name: jobName })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Job description' })).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'search-with-panel');
    await panel.getByRole('link', { name: 'View full job' }).click();
  }
  await expectPageId(page, 'singlePosition');
  await expect(page.getByRole('heading', { level: 1, name: jobName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your match' })).toContainText('%');
  await expect(page.getByRole('region', { name: 'Insights' })).toBeVisible();

  // Save it (a run before may have left it saved).
  const savedButton = page.getByRole('button', { name: 'Saved' });
  const saveButton = page.getByRole('button', { name: 'Save job' });
  await expect(savedButton.or(saveButton)).toBeVisible();
  if (await savedButton.isVisible()) await savedButton.click();
  await saveButton.click();
  await expect(savedButton).toHaveAttribute('aria-pressed', 'true');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'job-details');

  // See it in saved jobs, then remove it.
  await page.goto('/careers/saved-jobs');
  await expectPageId(page, 'savedJobs');
  await expect(page.getByRole('link', { name: jobName }).first()).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'saved-jobs');
  await page
    .getByRole('button', { name: `Remove ${jobName} from saved jobs` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: jobName })).toHaveCount(0);
});
