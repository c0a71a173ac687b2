import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

/** /work/main/screenshots (git-ignored): pictures for the team to look at, not assertions. */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../screenshots',
);

/** Saves `<project>-<name>.png`, e.g. desktop-search.png, and attaches it to the report. */
export const saveScreenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
};
