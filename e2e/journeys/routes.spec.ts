import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { ROUTE_CASES, type RouteCase } from '../support/route-cases.ts';
import {
  expectPageId,
  holdLogoutRequest,
  loginDialog,
  navbarSignInButton,
  userMenuButton,
  waitForSettledPage,
} from '../support/shell.ts';
import { readBootData } from '../support/sign-in.ts';

// Every route of the route table (ROUTES in @careers/shared), as a visitor and as the demo
// candidate, at the width of each project. /logout as a signed-in candidate is checked by
// sign-in.spec.ts and terms-of-service.spec.ts, with sessions of their own: here it would end
// the shared demo session. At phone width a public page is checked once, as the visitor sees it:
// signed in, it is the same page at the same width (the signed-in navbar is checked on the
// candidate's own pages).

const isProtectedForVisitors = async (
  routeCase: RouteCase,
  request: Parameters<typeof readBootData>[0],
) => {
  const { protection } = routeCase.route;
  if (protection !== 'unlessLoggedOutApply') return protection === 'always';
  return !(await readBootData(request)).loggedOutApplyEnabled;
};

for (const routeCase of ROUTE_CASES) {
  const { route, url } = routeCase;

  test.describe(`${route.path} (${url})`, () => {
    test('as a visitor', async ({ page, request }) => {
      if (route.pageId === 'logout') {
        const release = await holdLogoutRequest(page);
        await page.goto(url);
        await expectPageId(page, 'logout');
        await expect(page.getByRole('status')).toContainText('Signing you out');
        await expectNoSeriousA11yViolations(page);
        release();
        await expect(page).toHaveURL((address) => address.pathname === '/careers');
        await expectPageId(page, 'jobs');
        await expect(navbarSignInButton(page)).toBeVisible();
        return;
      }

      const isProtected = await isProtectedForVisitors(routeCase, request);
      await page.goto(url);
      await expectPageId(page, route.pageId);
      await waitForSettledPage(page);
      if (isProtected) {
        await expect(loginDialog(page), 'the login modal on a protected route').toBeVisible();
      } else {
        await expect(loginDialog(page), 'no login modal on a public route').toHaveCount(0);
        await expect(navbarSignInButton(page)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });

    if (route.pageId === 'logout') return;

    test.describe('as the demo candidate', () => {
      test.use({ role: 'candidate' });

      // A public page at phone width is checked as the visitor sees it. The demo tenant keeps
      // logged-out apply on (the default), so only 'always' routes are protected for its
      // visitors; the visitor's test above checks that against the boot data.
      const isPublicOnDemo = route.protection !== 'always';
      test('signed in', isPublicOnDemo ? { tag: '@desktop-only' } : {}, async ({ page }) => {
        await page.goto(url);
        await expectPageId(page, routeCase.candidatePageIds);
        await waitForSettledPage(page);
        // Settled: a redirect (login page, unknown offer) has happened by now.
        await expectPageId(page, routeCase.candidatePageIds);
        await expect(page.getByRole('dialog'), 'no login or terms modal').toHaveCount(0);
        await expect(userMenuButton(page, 'Jordan Rivera')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
}
