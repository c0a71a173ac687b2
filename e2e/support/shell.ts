import { expect, type Page } from '@playwright/test';

/** The login dialog (email step title 'Sign in', code step 'Check your email'). */
export const loginDialog = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByRole('textbox', { name: /email address|6-digit code/i }) });

/** The uncloseable terms-of-service dialog of the demo tenant. */
export const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Terms of service' });

export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The signed-in candidate's account menu button in the navbar. */
export const userMenuButton = (page: Page, name?: string) =>
  navbar(page).getByRole('button', {
    name: name ? `Account menu for ${name}` : /^Account menu for /,
  });

export const navbarSignInButton = (page: Page) =>
  navbar(page).getByRole('button', { name: 'Sign in', exact: true });

/**
 * Each page has a hidden heading carrying its page id. It is hidden, so it is
 * found by its text among the main area's level-1 headings, not by role. A server-rendered page
 * shows it before the app has taken the markup over, so this also waits until the page answers
 * clicks (`data-interactive`, set once the page's content has hydrated).
 */
export const expectPageId = async (page: Page, pageIds: string | readonly string[]) => {
  const ids = typeof pageIds === 'string' ? [pageIds] : pageIds;
  const heading = page.locator('main h1').filter({ hasText: new RegExp(`^(${ids.join('|')})$`) });
  await expect(heading, `hidden page-id heading '${ids.join("' or '")}'`).toHaveCount(1);
  await expect(heading).toBeHidden();
  await expect(page.locator('html'), 'the page has hydrated').toHaveAttribute('data-interactive');
};

/**
 * Holds POST /api/auth/logout until `release` is called, so the short-lived logout page can be
 * checked before it sends the visitor on to /careers.
 */
export const holdLogoutRequest = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/logout*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/**
 * Waits until the shell and the page settled: call it once the page-id heading is there. No boot
 * or page loader left, no request in flight for half a second, no finite animation running.
 */
export const waitForSettledPage = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await waitForAnimationsToFinish(page);
};

/**
 * A dialog fading in has half-transparent text, which axe reports as too little contrast, and
 * screenshots catch it half-way. An entering animation may start a frame or two after the dialog
 * is in the DOM, so wait until no finite CSS animation or transition has run for 250 ms.
 */
export const waitForAnimationsToFinish = async (page: Page) => {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const isIdle = () =>
            document
              .getAnimations()
              .every(
                (animation) =>
                  animation.playState !== 'running' ||
                  animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
              );
          if (!isIdle()) return false;
          await new Promise((resolve) => setTimeout(resolve, 250));
          return isIdle();
        }),
      { message: 'animations to finish', intervals: [50] },
    )
    .toBe(true);
};
