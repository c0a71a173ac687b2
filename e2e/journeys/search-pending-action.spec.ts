import { lockDemoCodes } from '../support/demo-code-lock.ts';
import { expect, test } from '../support/fixtures.ts';
import { newestMailMark, readSignInCode } from '../support/outbox.ts';
import { expectPageId, loginDialog, waitForSettledPage } from '../support/shell.ts';
import { DEMO_EMAIL } from '../support/sign-in.ts';

// The demo candidate (terms already accepted, so no reload after sign-in) at desktop width.
// One demo sign-in per run: on the desktop project only.
test(
  "a signed-out 'Save job' is saved once the visitor has signed in",
  { tag: '@desktop-only' },
  async ({ page, demoCandidateState }, testInfo) => {
    test.setTimeout(90_000);
    await demoCandidateState();
    await page.goto('/careers?query=analyst');
    await expectPageId(page, 'jobs');
    // a job the other journeys do not save
    const link = page
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .nth(4);
    const jobName = (await link.textContent())?.trim() ?? '';
    await link.click();
    await page
      .getByRole('complementary', { name: 'Selected job' })
      .getByRole('link', { name: 'View full job' })
      .click();
    await expectPageId(page, 'singlePosition');
    await expect(page.getByRole('heading', { level: 1, name: jobName })).toBeVisible();
    await waitForSettledPage(page);

    await page.getByRole('button', { name: 'Save job' }).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const release = await lockDemoCodes(testInfo.project.outputDir);
    try {
      const mark = await newestMailMark(DEMO_EMAIL);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(DEMO_EMAIL);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = await readSignInCode(DEMO_EMAIL, mark);
      await dialog.getByRole('textbox', { name: '6-digit code' }).fill(code);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await release();
    }
    // the action ran on the page it was asked on: the job is saved
    const saved = page.getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // leave the demo candidate as it was
    await saved.click();
    await expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
);

// beside the results on a desktop; a phone opens a job on its own page
test(
  'a shared link with a pid not on the page opens that job',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/careers?query=engineer&start=20');
    const far = page
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .first();
    const href = (await far.getAttribute('href')) ?? '';
    const jobName = (await far.textContent())?.trim() ?? '';
    const pid = /(?:\/job\/|pid=)(\d+)/.exec(href)?.[1];
    expect(pid).toBeTruthy();
    // the first page of the same search does not hold it; the link names it
    await page.goto(`/careers?query=engineer&pid=${pid}`);
    await expectPageId(page, 'jobs');
    const panel = page.getByRole('complementary', { name: 'Selected job' });
    await expect(panel.getByRole('heading', { name: jobName })).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: jobName })).toHaveCount(0);
  },
);
