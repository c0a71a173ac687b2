import { test as base, expect, type Page } from '@playwright/test';
import { prepareDemoCandidateState } from './demo-candidate-state.ts';

export type Role = 'visitor' | 'candidate';

type TestFixtures = {
  /** 'candidate': the context starts signed in as the demo candidate, terms accepted. */
  role: Role;
  /** Page errors and same-origin 5xx responses seen so far; the test fails if any. */
  pageProblems: string[];
};

type WorkerFixtures = {
  /** The demo candidate's storage state file, made by the setup step on first use. */
  demoCandidateState: () => Promise<string>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: ['visitor', { option: true }],

  demoCandidateState: [
    async ({ browser }, use, workerInfo) => {
      let prepared: Promise<string> | undefined;
      await use(() => (prepared ??= prepareDemoCandidateState(browser, workerInfo)));
    },
    { scope: 'worker' },
  ],

  storageState: async ({ role, demoCandidateState, storageState }, use) => {
    await use(role === 'candidate' ? await demoCandidateState() : storageState);
  },

  pageProblems: [
    async ({ context, baseURL }, use, testInfo) => {
      const problems: string[] = [];
      const consoleErrors: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const watch = (page: Page) => {
        page.on('pageerror', (error) =>
          problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`),
        );
        page.on('response', (response) => {
          if (response.status() >= 500 && new URL(response.url()).origin === origin) {
            const request = response.request();
            problems.push(`${response.status()} for ${request.method()} ${response.url()}`);
          }
        });
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      if (consoleErrors.length > 0) {
        await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
      }
      expect(problems, 'page errors and server errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
