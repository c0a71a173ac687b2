import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForAnimationsToFinish } from './shell.ts';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * React Aria's live announcer: an off-screen live region where each announcement lives for 7 s.
 * A pending button announces itself there by `aria-labelledby` its own id; when the button is gone
 * a moment later (the sign-in form's next step), that node names nothing and axe reports it as an
 * image without alternative text, although the announcement was read when it was added.
 */
const TRANSIENT_ANNOUNCER = '[data-live-announcer]';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeWindow = {
  axe: { finishRun: (partials: unknown, options: object) => Promise<AxeResults> };
};

/**
 * AxeBuilder runs axe in every frame (runPartial), then opens a new blank page in the context only
 * to combine those results (finishRun), loading a second copy of axe-core there: about a second
 * per check on two cores (a route journey takes about five). The journeys test our own pages, which
 * leave axe alone, so the results are combined in the tested page's top frame, where AxeBuilder
 * has just loaded axe: the same rules on the same frames, the same results.
 */
const combineInTheTestedPage = (builder: AxeBuilder, page: Page): AxeBuilder => {
  Object.assign(builder, {
    finishRun: (partialResults: unknown) =>
      page.evaluate(
        (partials) => (window as unknown as AxeWindow).axe.finishRun(partials, {}),
        partialResults,
      ),
  });
  return builder;
};

/**
 * Runs axe-core on the page as it is now (open dialogs included) and fails on any violation of
 * impact 'serious' or 'critical'; minor and moderate ones are only logged.
 */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  await waitForAnimationsToFinish(page);
  const builder = new AxeBuilder({ page }).exclude(TRANSIENT_ANNOUNCER);
  const results = await combineInTheTestedPage(builder, page).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)}${
            node.any[0]?.message ? ` [${node.any[0].message}]` : ''
          }`,
      )
      .join(', ')}${violation.nodes.length > 5 ? ', …' : ''})`;
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (minor.length > 0) {
    console.info(`axe (not blocking) on ${page.url()}:\n  ${minor.map(describe).join('\n  ')}`);
  }
  expect(blocking.map(describe), `serious accessibility violations on ${page.url()}`).toEqual([]);
};
