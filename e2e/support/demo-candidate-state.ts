import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type WorkerInfo } from '@playwright/test';
import { lockDemoCodes } from './demo-code-lock.ts';
import { termsDialog } from './shell.ts';
import { DEMO_EMAIL, isTermsAttested, readBootData, signInThroughApi } from './sign-in.ts';

/** A failing setup is tried at most this often per run: each try may cost a demo code. */
const MAX_SETUP_TRIES = 2;

/**
 * The setup step: signs the demo candidate in once and accepts the terms-of-service gate once
 * (through the modal's 'Accept' button), then keeps the browser storage state in the run's
 * output folder, which Playwright empties at the start of every run. Both projects and every
 * restarted worker reuse the files while the session is alive, so a run normally asks for one
 * demo code (the server allows 5 per address per 15 minutes) and never more than MAX_SETUP_TRIES.
 * Workers that start together take turns (lockDemoCodes): the first signs in, the others reuse.
 */
export const prepareDemoCandidateState = async (
  browser: Browser,
  workerInfo: WorkerInfo,
): Promise<string> => {
  const baseURL = workerInfo.project.use.baseURL;
  const dir = path.join(workerInfo.project.outputDir, '.auth');
  const files = {
    ready: path.join(dir, 'demo-candidate.json'),
    signedIn: path.join(dir, 'demo-candidate-signed-in.json'),
    tries: path.join(dir, 'demo-candidate-setup-tries.txt'),
  };
  await mkdir(dir, { recursive: true });
  if (await isUsable(browser, baseURL, files.ready, { needsTerms: true })) return files.ready;

  // One worker signs in while the others wait, then they find its state usable.
  const release = await lockDemoCodes(workerInfo.project.outputDir);
  try {
    if (await isUsable(browser, baseURL, files.ready, { needsTerms: true })) return files.ready;
    await signInAndAcceptTerms(browser, baseURL, dir, files);
  } finally {
    await release();
  }
  return files.ready;
};

const signInAndAcceptTerms = async (
  browser: Browser,
  baseURL: string | undefined,
  dir: string,
  files: { ready: string; signedIn: string; tries: string },
) => {
  const tries = existsSync(files.tries) ? Number(await readFile(files.tries, 'utf8')) : 0;
  if (tries >= MAX_SETUP_TRIES) {
    throw new Error(`setup: gave up after ${tries} failed tries to sign the demo candidate in`);
  }
  await writeFile(files.tries, String(tries + 1));

  const isSignedIn = await isUsable(browser, baseURL, files.signedIn, { needsTerms: false });
  const context = await browser.newContext({
    baseURL,
    ...(isSignedIn && { storageState: files.signedIn }),
  });
  try {
    if (!isSignedIn) {
      await signInThroughApi(context.request, DEMO_EMAIL);
      await context.storageState({ path: files.signedIn });
    }
    if (!(await isTermsAttested(context.request))) {
      await acceptTermsInTheModal(context, path.join(dir, 'setup-failure.png'));
    }
    await context.storageState({ path: files.ready });
  } finally {
    await context.close();
  }
};

/** The setup page is no test's page: on failure it leaves a screenshot and its page errors. */
const acceptTermsInTheModal = async (context: BrowserContext, screenshot: string) => {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto('/careers');
    await expect(termsDialog(page)).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      termsDialog(page).getByRole('button', { name: 'Accept' }).click(),
    ]);
    await expect.poll(() => isTermsAttested(context.request)).toBe(true);
  } catch (error) {
    await page.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(
      `setup: accepting the demo candidate's terms failed on ${page.url()} (screenshot ${screenshot}; page errors: ${pageErrors.join(' | ') || 'none'}): ${String(error)}`,
      { cause: error },
    );
  }
};

const isUsable = async (
  browser: Browser,
  baseURL: string | undefined,
  file: string,
  { needsTerms }: { needsTerms: boolean },
) => {
  if (!existsSync(file)) return false;
  const context = await browser.newContext({ baseURL, storageState: file });
  try {
    if (!(await readBootData(context.request)).isLoggedIn) return false;
    return !needsTerms || (await isTermsAttested(context.request));
  } finally {
    await context.close();
  }
};
