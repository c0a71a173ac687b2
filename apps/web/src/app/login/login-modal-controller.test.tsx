import type { BootData } from '@careers/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { http } from '@/lib/http/index.ts';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { analysis, makeProfile } from '@/lib/testing/profile.ts';
import { renderApp } from '../testing/render-app.tsx';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/**
 * A fake server: boot data answers with `serverBootData`, the profile with a filled one, anything
 * else stays pending.
 */
let serverBootData: BootData;

beforeEach(() => {
  serverBootData = makeBootData();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/pcsx/boot_data')) return json({ data: serverBootData });
      if (url.includes('/api/pcsx/profile_details'))
        return json({ data: { profile: makeProfile({ firstName: '', lastName: '' }) } });
      if (url.includes('/api/pcsx/profile_analysis')) return json({ data: analysis });
      if (url.includes('/api/expiring')) {
        return json(
          {
            message: 'Login required',
            error: { code: 'login_required', message: 'Login required' },
          },
          { status: 401, headers: { 'X-Login-Required': '1' } },
        );
      }
      return new Promise<Response>(() => undefined);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signInDialog = () => screen.findByRole('dialog', { name: 'Sign in' });

describe('protected routes', () => {
  it('opens the login modal for a visitor instead of the page', async () => {
    await renderApp({ path: '/careers/profile?domain=acme.example' });
    expect(await signInDialog()).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
    // Behind the modal (hidden from assistive technology while it is open).
    expect(
      screen.getByRole('heading', { name: 'Sign in to continue', hidden: true }),
    ).toBeInTheDocument();
  });

  it('sends the visitor to /careers (keeping the domain) when the modal is closed', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({ path: '/careers/offers?domain=acme.example' });
    const dialog = await signInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/careers?domain=acme.example'));
    // the new page renders after its route loader: the modal is gone once it has
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reveals the page once the visitor is signed in', async () => {
    const { queryClient } = await renderApp({ path: '/careers/profile' });
    await signInDialog();
    await act(async () => {
      queryClient.setQueryData(bootDataQueryOptions().queryKey, makeSignedInBootData());
    });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('protects apply only when the tenant disables logged-out apply', async () => {
    const open = await renderApp({ path: '/careers/apply?pid=3' });
    const [page] = await screen.findAllByText(
      /Loading the application…|This position does not exist|Something went wrong/,
    );
    expect(page).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open.unmount();

    await renderApp({
      path: '/careers/apply?pid=3',
      bootData: makeBootData({ config: { applyConfig: { loggedOutApplyEnabled: false } } }),
    });
    expect(await signInDialog()).toBeVisible();
  });

  it('leaves public pages alone', async () => {
    await renderApp({ path: '/careers/job/42' });
    const [page] = await screen.findAllByText(
      /Loading the job…|Failed to load position details|This job is not available/,
    );
    expect(page).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('other ways the login modal opens', () => {
  it('opens for show_login_modal=1 and, when closed, stays on the page without the flag', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({
      path: '/careers?domain=acme.example&show_login_modal=1',
    });
    const dialog = await signInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/careers?domain=acme.example'));
  });

  it('opens for show_login_modal=true but not for other values', async () => {
    const first = await renderApp({ path: '/careers?show_login_modal=true' });
    expect(await signInDialog()).toBeVisible();
    first.unmount();
    await renderApp({ path: '/careers/search?show_login_modal=0' });
    await screen.findByRole('heading', { name: 'Find your next role' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens from the navbar's Sign in button", async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/careers' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await signInDialog()).toBeVisible();
  });

  it('opens when the HTTP client reports an expired session', async () => {
    const { queryClient } = await renderApp({ path: '/careers', bootData: makeSignedInBootData() });
    await screen.findByRole('button', { name: /Account menu/ });
    serverBootData = makeBootData();
    await act(async () => {
      await http.get('/api/expiring').catch(() => undefined);
    });
    expect(await signInDialog()).toBeVisible();
    expect(queryClient.getQueryData(bootDataQueryOptions().queryKey)?.isLoggedIn).toBe(false);
  });
});
