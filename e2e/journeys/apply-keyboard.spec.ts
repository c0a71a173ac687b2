import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusKept } from '../support/focus.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// From the search's preview to a sent application with the keyboard alone; after each step that
// replaces what had the focus, the focus is on the new content, never on <body> (issue 31).
test.setTimeout(150_000);

const firstOpenPosition = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/search', { params: { query: 'manager' } });
  const { data } = (await response.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  return data.positions[0]!;
};

/** Focus by Tab order is long on this form; the journey focuses the control, then types. */
const typeInto = async (page: Page, name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).focus();
  await page.keyboard.type(text);
};

test('view the full job, choose a file and send the application by keyboard @desktop-only', async ({
  page,
  context,
}) => {
  await signInReadyCandidate(context.request);
  const position = await firstOpenPosition(context.request);

  await page.goto('/careers?query=manager');
  await expectPageId(page, 'jobs');
  const preview = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name: position.name }),
  });
  await preview.getByRole('link', { name: 'View full job' }).focus();
  await page.keyboard.press('Enter');
  await expectPageId(page, 'singlePosition');
  await expect(page.getByRole('heading', { level: 1, name: position.name })).toBeVisible();
  await expectFocusKept(page, '"View full job"');

  await page.goto(`/careers/apply?pid=${position.id}`);
  await expectPageId(page, 'applyPage');
  await typeInto(page, 'First name', 'Robin');
  await typeInto(page, 'Last name', 'Okafor');
  await typeInto(page, 'Phone number: Phone', '512 555 0199');
  await typeInto(page, 'Where do you live?', 'Austin, United States');

  // The file chooser opens from the focused input; the input keeps the focus while it uploads.
  const resume = page.getByLabel('Upload files: Resume');
  await resume.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Eight years of managing teams.'),
  });
  await expect(page.getByRole('button', { name: 'Download resume.txt' })).toBeVisible();
  expect((await expectFocusKept(page, 'a file is chosen')).text).toBe('Upload files: Resume');

  await page.getByRole('button', { name: 'Add skill' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Search skills').focus();
  await page.keyboard.type('Negotiation');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'Yes' }).focus();
  await page.keyboard.press('Space');
  await page
    .getByRole('checkbox', {
      name: 'I agree that my details are used to consider me for this and similar roles.',
    })
    .focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Submit application' }).focus();
  await page.keyboard.press('Enter');

  const sent = page.getByRole('heading', { level: 1, name: 'Application sent' });
  await expect(sent).toBeVisible();
  await waitForSettledPage(page);
  await expectFocusKept(page, 'the application is sent');
  await expect(sent).toBeFocused();
});
