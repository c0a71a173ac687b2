import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { lockDemoCodes } from '../support/demo-code-lock.ts';
import { expect, test } from '../support/fixtures.ts';
import { newestMailMark, readSignInCode, wrongCodeFor } from '../support/outbox.ts';
import {
  expectPageId,
  holdLogoutRequest,
  loginDialog,
  navbarSignInButton,
  termsDialog,
  userMenuButton,
  waitForSettledPage,
} from '../support/shell.ts';
import { DEMO_EMAIL, DEMO_NAME, freshEmail } from '../support/sign-in.ts';

// The demo candidate signs in at desktop width; at phone width a fresh address does, which keeps
// the run's demo code requests at two (the limit is 5 per address per 15 minutes) and shows the
// terms gate to a brand-new candidate right after sign-in.
test('a visitor signs in with the emailed code; a wrong code gets an error message', async ({
  page,
  demoCandidateState,
}, testInfo) => {
  const isDemo = testInfo.project.name === 'desktop';
  const email = isDemo ? DEMO_EMAIL : freshEmail();
  // The setup step accepts the demo candidate's terms once; later sign-ins do not see the gate.
  if (isDemo) await demoCandidateState();

  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await navbarSignInButton(page).click();

  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // No other worker asks for a demo code until this one is used (see lockDemoCodes).
  const releaseDemoCodes = isDemo ? await lockDemoCodes(testInfo.project.outputDir) : undefined;
  try {
    const mark = await newestMailMark(email);
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(dialog).toContainText(email);
    const code = await readSignInCode(email, mark);
    await expectNoSeriousA11yViolations(page);

    const codeBox = dialog.getByRole('textbox', { name: '6-digit code' });
    await codeBox.fill(wrongCodeFor(code));
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
      'That code is not right',
    );
    await expectNoSeriousA11yViolations(page);

    await codeBox.fill(code);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await releaseDemoCodes?.();
  }
  if (!isDemo) {
    const terms = termsDialog(page);
    await expect(terms).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      terms.getByRole('button', { name: 'Accept' }).click(),
    ]);
  }
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(userMenuButton(page, isDemo ? DEMO_NAME : email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Signing out through /logout ends this session (not the shared demo storage state's).
  const release = await holdLogoutRequest(page);
  await page.goto('/logout');
  await expectPageId(page, 'logout');
  await expect(page.getByRole('status')).toContainText('Signing you out');
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/careers');
  await expect(navbarSignInButton(page)).toBeVisible();
  await expect(userMenuButton(page)).toHaveCount(0);
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
});
