import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInRecruiter } from '../support/employer.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_EMAIL, DEMO_NAME } from '../support/sign-in.ts';

// The console's candidates and import (issue 18): the recruiter finds the demo candidate by
// name, opens them and reads an application's status history and answers; then imports a small
// CSV with one bad row (a spreadsheet formula), reads the report, and finds the imported
// position in the public search. Nothing here changes the demo candidate, and the imported
// position's name is unique to the run, so journeys running beside it are unaffected.

const importCsv = (title: string) =>
  [
    'title,description,department,jobFamily,employmentType,isRemote,skills',
    `${title},<p>Keep the harbour lights burning.</p>,Operations,Maritime,full_time,yes,Navigation`,
    '"=HYPERLINK(""http://evil.example"")",<p>x</p>,Operations,Maritime,full_time,yes,Navigation',
    '',
  ].join('\n');

test('a recruiter finds a candidate, reads their history, and imports positions', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInRecruiter(page, testInfo.outputDir);

  // search for the demo candidate and open them
  await page.getByRole('navigation').getByRole('link', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('Jordan Riv');
  await expect(page).toHaveURL(/q=Jordan\+Riv/);
  await expect(page.getByText('Candidates found: 1')).toBeVisible();
  await expect(page.getByText(DEMO_EMAIL)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: DEMO_NAME }).click();

  await expect(page.getByRole('heading', { level: 1, name: DEMO_NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO_EMAIL })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  const first = applications.getByRole('article').first();
  const history = first.getByRole('list', { name: /^Status history of the application to / });
  await expect(history.getByText('Submitted')).toBeVisible();
  await first.getByText(/^Answers: \d+$/).click();
  await expect(first.getByText('First name')).toBeVisible();
  await expect(first.getByText('Jordan', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // import a CSV with one good row and one formula
  const title = `Harbour Lightkeeper ${Date.now().toString(36)}${testInfo.project.name}`;
  await page.getByRole('navigation').getByRole('link', { name: 'Positions' }).click();
  await page.getByRole('button', { name: 'Import positions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import positions from a file' });
  await dialog.getByLabel('CSV or JSON file').setInputFiles({
    name: 'positions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(importCsv(title)),
  });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByText('Positions imported: 1 of 2 rows. Rows rejected: 1.'),
  ).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Rejected rows' });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('cell', { name: 'title', exact: true })).toBeVisible();
  await expect(report.getByText(/spreadsheet would read it as a formula/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the imported position is in the public search at once
  await page.goto(`/careers/search?query=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});
