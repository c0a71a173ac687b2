import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { lockDemoCodes } from './demo-code-lock.ts';
import { newestMailMark, readSignInCode } from './outbox.ts';

/** The demo site's admin employer user. */
export const RECRUITER = 'recruiter@northwind.example';

/** Signs the recruiter in through the console's own sign-in page, onto the positions list. */
export const signInRecruiter = async (page: Page, outputDir: string) => {
  await page.goto('/employer/login');
  await expect(page.getByText('Northwind Traders · Employer console')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Codes are checked against the newest one for the address: one sign-in at a time across workers.
  const release = await lockDemoCodes(`${outputDir}/../..`);
  try {
    const mark = await newestMailMark(RECRUITER);
    await page.getByRole('textbox', { name: 'Email address' }).fill(RECRUITER);
    await page
      .getByRole('button', { name: /code|continue|sign in/i })
      .first()
      .click();
    const code = await readSignInCode(RECRUITER, mark);
    await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await page
      .getByRole('button', { name: /sign in|verify|continue/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  } finally {
    await release();
  }
};
