import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { currentCsrfToken, signInReadyCandidate } from '../support/sign-in.ts';

// Issue 28's acceptance: a new candidate uploads, from the job page's match card, a two-column
// sidebar resume that the project's own renderer did not lay out (the outside corpus of
// bench/resume), and the profile and the match follow from what it says; a resume whose name the
// parser cannot be sure of offers that name for review instead of writing it.
test.setTimeout(180_000);

const CORPUS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../bench/resume/corpus',
);

type Truth = {
  name: { first: string; last: string };
  work: { title: string; company: string; start: string | null; end: string | null }[];
  education: { institution: string; degree: string; field: string }[];
  skills: string[];
};

/** A file of the outside corpus with the truth written beside it. */
const corpusFile = async (id: string) => {
  const file = path.join(CORPUS, id);
  return {
    name: path.basename(file),
    buffer: await readFile(file),
    truth: JSON.parse(await readFile(file.replace(/\.pdf$/, '.truth.json'), 'utf8')) as Truth,
  };
};

/** LibreOffice's PDF of a Word table: contact and skills in a narrow left column, work beside. */
const SIDEBAR_RESUME = 'office/en-us-project-manager-table.pdf';
/**
 * A Dutch resume in columns: the name set like the text around it, beside the columns, so the
 * parser cannot be sure which line names whom (name confidence 0.55, under WRITE_CONFIDENCE).
 * Should the parser come to be sure of it (as it came to be of the German Lebenslauf used before),
 * take another file it offers for review: `node bench/resume/inspect.ts <file>` shows the
 * confidence.
 */
const UNSURE_NAME_RESUME = 'hand/nl-logistics-columns.pdf';
/** Skills the position asks for that the resume does not have. */
const NOT_ON_THE_RESUME = ['Revit', 'LEED'];

/** `2019-04` as the profile shows it, `04/2019`; no end is `now`. */
const monthYear = (date: string | null) =>
  date ? `${date.slice(5, 7)}/${date.slice(0, 4)}` : 'now';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * A position of this test alone on the demo site, through the employer API (the signed-in
 * candidate's token from POST /dev/api-tokens).
 */
const publishPosition = async (
  request: APIRequestContext,
  playwright: Playwright,
  baseURL: string,
  skills: string[],
) => {
  const given = await request.post('/dev/api-tokens', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(given.status(), await given.text()).toBe(201);
  const { token } = ((await given.json()) as { data: { token: string } }).data;
  // a context without cookies, as an integration calls (a browser's call needs a CSRF token)
  const employer = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const created = await employer.post('/api/admin/positions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: 'Construction Project Manager',
        description: '<p>Run commercial builds from preconstruction to handover.</p>',
        department: 'Operations',
        jobFamily: 'Construction',
        employmentType: 'full_time',
        skills,
        locations: [
          {
            displayName: 'Denver, CO, United States',
            city: 'Denver',
            region: 'Colorado',
            country: 'United States',
            countryCode: 'us',
            latitude: 39.739,
            longitude: -104.985,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { data: { id: number } }).data.id;
  } finally {
    await employer.dispose();
  }
};

// Its own addresses (per project): the journeys' sign-in codes are limited per address (20 in
// 15 minutes), and this file signs in new candidates of its own.
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies so
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `198.51.100.${testInfo.project.name === 'phone' ? 52 : 51}` });
  },
});

const matchCard = (page: Page) => page.getByRole('region', { name: 'Your match' });

/** The match card's upload: the file chooser, the confirmation, then the parse's outcome. */
const uploadFromMatchCard = async (
  page: Page,
  file: { name: string; buffer: Buffer },
  outcome: RegExp,
) => {
  const match = matchCard(page);
  await expect(match).toContainText(
    'Add your skills and experience, or upload your resume, to see how you match this job.',
  );
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    match.getByRole('button', { name: 'Upload your resume' }).click(),
  ]);
  await chooser.setFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  const confirm = page.getByRole('dialog', { name: 'Upload this resume?' });
  await expect(confirm).toContainText(file.name);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText(outcome);
  // The match takes the upload's place, and the focus goes to it, not to the page's body.
  await expect(match.getByText(/^\d+%$/)).toBeVisible();
  await expect(match.getByRole('heading', { level: 2, name: 'Your match' })).toBeFocused();
};

const chips = (list: Locator) => list.getByRole('listitem');

test('a new candidate uploads a sidebar resume from the match card: the profile and the match follow from it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const resume = await corpusFile(SIDEBAR_RESUME);
  const { truth } = resume;
  const asked = [...truth.skills.slice(0, 4), ...NOT_ON_THE_RESUME];
  await signInReadyCandidate(page.request);
  const positionId = await publishPosition(page.request, playwright, baseURL!, asked);

  // The job: no profile yet, so no match, and the card offers the upload.
  await page.goto(`/careers/job/${positionId}`);
  await expectPageId(page, 'singlePosition');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await uploadFromMatchCard(page, resume, /We filled \d+ fields from your resume/);

  // None of the resume's own skills is missing from the match.
  const match = matchCard(page);
  const have = chips(match.getByRole('list', { name: 'Skills you have' }));
  const missing = chips(match.getByRole('list', { name: 'Skills to add or learn' }));
  await expect(have).toHaveText(truth.skills.slice(0, 4));
  await expect(missing).toHaveText(NOT_ON_THE_RESUME);
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'resume-sidebar-match');

  // The profile: the name, both jobs with company and dates, the school and the skills, all New.
  await page.goto('/careers/profile');
  await expectPageId(page, 'profile');
  const fullName = `${truth.name.first} ${truth.name.last}`;
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const about = page.getByRole('region', { name: 'About you' });
  for (const [label, value] of [
    ['First name', truth.name.first],
    ['Last name', truth.name.last],
  ]) {
    const row = about.locator('div').filter({ has: page.locator('dt', { hasText: label! }) });
    await expect(row.locator('dd')).toContainText(value!);
    await expect(row.locator('dt')).toContainText('New');
  }
  const work = page.getByRole('region', { name: 'Work experience' });
  await expect(work.getByRole('article')).toHaveCount(truth.work.length);
  for (const job of truth.work) {
    const item = work.getByRole('article', { name: `${job.title} at ${job.company}`, exact: true });
    await expect(item.getByRole('heading')).toContainText('New');
    await expect(item).toContainText(`${monthYear(job.start)} – ${monthYear(job.end)}`);
  }
  const education = page.getByRole('region', { name: 'Education' });
  for (const school of truth.education) {
    const item = education.getByRole('article', { name: school.institution, exact: true });
    await expect(item.getByRole('heading')).toContainText('New');
    await expect(item).toContainText(school.degree);
  }
  const skills = page.getByRole('region', { name: 'Skills' });
  await expect(skills.getByRole('article')).toHaveCount(truth.skills.length);
  for (const skill of truth.skills)
    await expect(
      skills.getByRole('article', { name: skill, exact: true }).getByRole('heading'),
    ).toContainText('New');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'resume-sidebar-profile');
  await work.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'resume-sidebar-profile-work');
  await skills.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'resume-sidebar-profile-skills');
});

test('a name the parser cannot be sure of is offered for review, not written', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const resume = await corpusFile(UNSURE_NAME_RESUME);
  const { truth } = resume;
  await signInReadyCandidate(page.request);
  const positionId = await publishPosition(page.request, playwright, baseURL!, ['AutoCAD']);

  await page.goto(`/careers/job/${positionId}`);
  await expectPageId(page, 'singlePosition');
  await waitForSettledPage(page);
  await uploadFromMatchCard(page, resume, /Please check: we were not sure of your name\./);
  const fullName = `${truth.name.first} ${truth.name.last}`;
  const offer = `We read your name as “${fullName}”. Is that your name?`;
  await expect(matchCard(page)).toContainText(offer);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'resume-unsure-name-match');

  // The profile has no name of the resume's; the review step asks about it.
  await page.goto('/careers/profile');
  await expectPageId(page, 'profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About you' });
  await expect(about).not.toContainText(truth.name.first);
  const review = page.getByRole('region', { name: 'Check what we read from your resume' });
  await expect(review).toContainText(offer);
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);

  // Used, it is the candidate's name, and the focus goes on to what is left to review.
  await review.getByRole('button', { name: 'Use it as your name' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Keep all' })).toBeFocused();
  await expect(review).not.toContainText('Is that your name?');
  await expectNoSeriousA11yViolations(page);
});
