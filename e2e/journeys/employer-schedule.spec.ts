import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApplicationUnderWay, signInRecruiter } from '../support/employer.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { waitForSettledPage } from '../support/shell.ts';
import { DEMO_EMAIL } from '../support/sign-in.ts';

// The console's interviews, events and analytics (issue 18): the recruiter creates an event that
// the demo candidate then sees, offers the demo candidate interview slots for one of their
// applications (the candidate sees the times to choose from), reads the analytics charts with
// their numbers and downloads them as CSV, and cancels the interview at the end, so the demo
// candidate's interviews stay as other journeys expect them. Names are unique per run and project.
test.use({ role: 'candidate' });

const openSection = async (console: Page, name: string) => {
  await console
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name })
    .click();
  await expect(console.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(console.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
};

/** Chooses the `<option>` whose text contains `text` (its label carries more than we know). */
const selectOptionWithText = async (select: Locator, text: string) => {
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
};

test('a recruiter creates an event, offers interview slots and reads the analytics', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
  const eventTitle = `Console open day ${suffix}`;
  const stage = `Console screen ${suffix}`;
  const application = await demoApplicationUnderWay(request);

  // A context of its own, signed out (not the demo candidate's storage state of this test).
  const recruiter = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: page.viewportSize()!,
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.51.100.${testInfo.project.name === 'phone' ? 32 : 31}`,
    },
  });
  const console = await recruiter.newPage();
  await signInRecruiter(console, testInfo.outputDir);

  // an event, created with the console's form, listed, with its (empty) registrations
  await openSection(console, 'Events');
  await expectNoSeriousA11yViolations(console);
  await console.getByRole('button', { name: 'New event' }).click();
  const eventForm = console.getByRole('form', { name: 'New event' });
  await eventForm.getByLabel('Title', { exact: true }).fill(eventTitle);
  await eventForm.getByLabel('Kind').selectOption('webinar');
  await eventForm.getByLabel('Place (optional)').fill('Online');
  await expect(eventForm.getByRole('group', { name: 'Starts' })).toBeVisible();
  await expectNoSeriousA11yViolations(console);
  await saveScreenshot(console, testInfo, 'console-event-form');
  await eventForm.getByRole('button', { name: 'Create event' }).click();
  await expect(
    console.getByRole('status').filter({ hasText: `${eventTitle} was created.` }),
  ).toBeVisible();
  const eventCard = console
    .getByRole('listitem')
    .filter({ has: console.getByRole('heading', { name: eventTitle }) });
  await expect(eventCard).toContainText('Registered: 0 (no limit)');
  await eventCard
    .getByRole('button', { name: new RegExp(`^Registrations\\W+${eventTitle}$`) })
    .click();
  await expect(eventCard.getByText('Nobody has registered yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(console);

  // the candidate's events page shows it
  await page.goto('/careers/events');
  await waitForSettledPage(page);
  await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible();

  // an interview with times for the demo candidate to choose from, for one of their applications
  await openSection(console, 'Interviews');
  await console.getByRole('button', { name: 'Schedule an interview' }).click();
  const scheduleForm = console.getByRole('form', { name: 'Schedule an interview' });
  await scheduleForm.getByLabel('Find a position by title').fill(application.position.name);
  const positionSelect = scheduleForm.getByRole('combobox', { name: 'Position', exact: true });
  await expect(positionSelect.locator(`option[value="${application.position.id}"]`)).toBeAttached();
  await positionSelect.selectOption(String(application.position.id));
  await selectOptionWithText(scheduleForm.getByRole('combobox', { name: 'Candidate' }), DEMO_EMAIL);
  await scheduleForm.getByLabel('Stage').fill(stage);
  await scheduleForm.getByLabel('Length in minutes').fill('30');
  await expect(
    scheduleForm.getByLabel('Offer times for the candidate to choose from'),
  ).toBeChecked();
  await scheduleForm.getByRole('button', { name: 'Add a time' }).click();
  await expect(scheduleForm.getByRole('group', { name: 'Time 4' })).toBeVisible();
  await expectNoSeriousA11yViolations(console);
  await saveScreenshot(console, testInfo, 'console-schedule-interview');
  await scheduleForm.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    console
      .getByRole('status')
      .filter({ hasText: `The interview for ${application.position.name} was scheduled.` }),
  ).toBeVisible();
  const interviewCard = console.getByRole('listitem').filter({ hasText: stage });
  await expect(interviewCard).toContainText('Waiting for the candidate to choose one of 4 times');
  await expectNoSeriousA11yViolations(console);

  // the candidate is offered the times
  await page.goto('/careers/interviews');
  await waitForSettledPage(page);
  const offered = page.getByRole('listitem').filter({ hasText: stage });
  await expect(offered.getByRole('heading', { name: 'Choose a time' })).toBeVisible();

  // the recruiter changes the place; the candidate sees the new one
  await interviewCard.getByRole('button', { name: /^Edit/ }).click();
  const editForm = console.getByRole('form', { name: /^Edit the interview with/ });
  await editForm.getByLabel('Place (optional)').fill(`Room 4 ${suffix}`);
  await expectNoSeriousA11yViolations(console);
  await editForm.getByRole('button', { name: 'Save and tell the candidate' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'was changed.' })).toBeVisible();
  await expect(interviewCard).toContainText(`Room 4 ${suffix}`);
  await page.reload();
  await waitForSettledPage(page);
  await expect(page.getByRole('listitem').filter({ hasText: stage })).toContainText(
    `Room 4 ${suffix}`,
  );

  // analytics: every chart with its numbers beside it, and the CSV
  await openSection(console, 'Analytics');
  for (const section of [
    'Page views per day',
    'Page views by page',
    'Most viewed positions',
    'Visits by source (UTM)',
    'Applications and conversion per position',
  ])
    await expect(console.getByRole('region', { name: section })).toBeVisible();
  const daily = console.getByRole('region', { name: 'Page views per day' });
  await expect(daily.getByRole('img', { name: /^Chart: Page views per day/ })).toBeVisible();
  await expect(daily.locator('svg').first()).toBeVisible();
  await expect(daily.getByRole('table').getByRole('row')).toHaveCount(31 + 1);
  await console.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(daily.getByRole('table').getByRole('row')).toHaveCount(8 + 1);
  await expectNoSeriousA11yViolations(console);
  await saveScreenshot(console, testInfo, 'console-analytics');
  const downloading = console.waitForEvent('download');
  await console.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv).toContain('Page views per day');
  expect(csv).toContain('Applications and conversion per position');

  // cancel the interview (after the question), so the demo candidate keeps their interviews
  await openSection(console, 'Interviews');
  await interviewCard.getByRole('button', { name: /^Cancel interview/ }).click();
  const dialog = console.getByRole('alertdialog', { name: 'Cancel this interview?' });
  await expect(dialog).toContainText(stage);
  await expectNoSeriousA11yViolations(console);
  await dialog.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'was cancelled.' })).toBeVisible();
  await expect(
    console.getByRole('region', { name: 'Past' }).getByRole('listitem').filter({ hasText: stage }),
  ).toContainText('Cancelled');

  // delete the event (after the question); the candidate's events page no longer lists it
  await openSection(console, 'Events');
  await eventCard
    .getByRole('button', { name: new RegExp(`^Delete event\\W+${eventTitle}$`) })
    .click();
  const deleting = console.getByRole('alertdialog', { name: 'Delete this event?' });
  await expect(deleting).toContainText(`${eventTitle} will be deleted with its registrations.`);
  await expectNoSeriousA11yViolations(console);
  await deleting.getByRole('button', { name: 'Delete event' }).click();
  await expect(
    console.getByRole('status').filter({ hasText: `${eventTitle} was deleted.` }),
  ).toBeVisible();
  await page.goto('/careers/events');
  await waitForSettledPage(page);
  await expect(page.getByRole('heading', { name: eventTitle })).toHaveCount(0);
  await recruiter.close();
});
