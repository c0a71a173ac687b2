import { expect, test } from '../support/fixtures.ts';
import { expectPageId } from '../support/shell.ts';

/**
 * A server-rendered page is taken over as it stands: nothing of it is hidden behind a loading
 * fallback afterwards. React hides a boundary's content with `display: none !important` while a
 * part of it waits; the boot boundary holds the whole shell (the elements under #root), so a
 * catalogue the server used but the browser had not loaded put the page (and the router's
 * listener) behind the boot loader.
 */
const PAGES = [
  { path: '/careers', pageId: 'jobs' },
  { path: '/careers?tab=map', pageId: 'jobs' },
  { path: '/careers/job/1', pageId: 'singlePosition' },
];

for (const { path, pageId } of PAGES) {
  test(`${path}: the server's page is never hidden while the app takes it over`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const hidden: string[] = [];
      (window as unknown as { hiddenByFallback: string[] }).hiddenByFallback = hidden;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          // the boot boundary's content: the shell, straight under #root
          const isShell = element.parentElement?.id === 'root';
          if (isShell && element.style.getPropertyPriority('display') === 'important')
            hidden.push(element.outerHTML.slice(0, 120));
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    // the catalogues come late, as on a slow network: the page must not be taken over before
    await page.route(
      /\/gen\/js\/(chat|language-switcher|search|job-details)-[\w-]+\.js$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.goto(path);
    await expectPageId(page, pageId);
    // the page is interactive: the app has taken it over
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => (window as unknown as { hiddenByFallback: string[] }).hiddenByFallback,
      ),
    ).toEqual([]);
  });
}
