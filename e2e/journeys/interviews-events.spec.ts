import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { DEMO_EMAIL, currentCsrfToken } from '../support/sign-in.ts';

test.use({ role: 'candidate' });

const DAY = 86_400_000;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An employer API token of the demo site (POST /dev/api-tokens), to drive the employer API. */
const employerToken = async (request: APIRequestContext) => {
  const response = await request.post('/dev/api-tokens', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
};

type Playwright = PlaywrightWorkerArgs['playwright'];
type Employer = { post: (path: string, data: Record<string, unknown>) => Promise<{ id: number }> };

/**
 * The employer's calls, each from a context of its own without cookies, as an integration's (an
 * answer's visitor cookie would make the next call a browser's, which needs a CSRF token).
 */
const employerOf = (playwright: Playwright, baseURL: string, token: string): Employer => ({
  post: async (path, data) => {
    const context = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const response = await context.post(path, {
        data,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data;
    } finally {
      await context.dispose();
    }
  },
});

/** Interviews and an event of this test alone, so the two viewports never share one. */
const scheduleForDemoCandidate = async (
  request: APIRequestContext,
  playwright: Playwright,
  baseURL: string,
) => {
  const employer = employerOf(playwright, baseURL, await employerToken(request));
  const position = `Journey interview ${unique()}`;
  const interview = {
    candidate_email: DEMO_EMAIL,
    position_name: position,
    duration_minutes: 45,
    time_zone: 'America/Chicago',
    video_url: 'https://meet.example.com/journey',
    interviewers: ['Grace Hopper'],
  };
  await employer.post('/api/admin/interviews', {
    ...interview,
    stage: 'Technical',
    starts_at: inDays(3),
  });
  await employer.post('/api/admin/interviews', {
    ...interview,
    stage: 'Final',
    slots: [inDays(5), inDays(6)],
  });
  const eventTitle = `Journey open day ${unique()}`;
  await employer.post('/api/admin/events', {
    title: eventTitle,
    kind: 'open_day',
    starts_at: inDays(7),
    ends_at: new Date(Date.parse(inDays(7)) + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    location: 'Austin office',
    capacity: 10,
  });
  return { position, eventTitle };
};

const interviewCard = (page: Page, position: string, stage: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: position }) })
    .filter({ hasText: stage });

const dismissToast = async (page: Page, message: string) => {
  const toast = page
    .getByRole('region', { name: 'Messages' })
    .locator('li')
    .filter({ hasText: message });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
};

test('the demo candidate adds an interview to the calendar and picks a slot', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const { position } = await scheduleForDemoCandidate(request, playwright, baseURL!);
  await page.goto('/careers/interviews');
  await expectPageId(page, 'interviews');
  await waitForSettledPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const technical = interviewCard(page, position, 'Technical');
  const downloading = page.waitForEvent('download');
  await technical.getByRole('link', { name: `Add to calendar: ${position}` }).click();
  const file = await (await downloading).path();
  const entries = Object.values(ical.sync.parseICS(await readFile(file, 'utf8')));
  const entry = entries.find((item) => item?.type === 'VEVENT') as VEvent;
  expect(String(entry.summary)).toContain(position);
  expect(entry.end!.getTime() - entry.start.getTime()).toBe(45 * 60_000);

  const final = interviewCard(page, position, 'Final');
  await expect(final.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
  await final
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm this time?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'interview-slot-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dismissToast(page, 'Your interview time is confirmed.');
  await expect(final.getByRole('link', { name: `Add to calendar: ${position}` })).toBeVisible();
  await expect(final.getByRole('heading', { name: 'Choose a time' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the demo candidate registers for an event and cancels', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const { eventTitle } = await scheduleForDemoCandidate(request, playwright, baseURL!);
  await page.goto('/careers/events');
  await expectPageId(page, 'events');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('Full: no places left').first()).toBeVisible();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: eventTitle }) });
  await expect(card).toContainText('Places left: 10');
  await card.getByRole('button', { name: `Register: ${eventTitle}` }).click();
  await dismissToast(page, `You are registered for ${eventTitle}.`);
  await expect(card).toContainText('Registered');
  await expect(card).toContainText('Places left: 9');
  await saveScreenshot(page, testInfo, 'event-registered');

  await card.getByRole('button', { name: `Cancel registration: ${eventTitle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your registration?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await dismissToast(page, `Your registration for ${eventTitle} was cancelled.`);
  await expect(card).toContainText('Registration cancelled');
  await expect(card).toContainText('Places left: 10');
  await expectNoSeriousA11yViolations(page);
});
