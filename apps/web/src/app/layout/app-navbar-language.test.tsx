import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderApp } from '../testing/render-app.tsx';

// the page was opened with `hl` (a shared link, or the language switcher's reload); the page's
// parameters are read once per load, so this file opens it before anything reads them
beforeEach(() => {
  window.history.replaceState(null, '', '/careers/job/1?domain=acme.example&hl=en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page opened with hl', () => {
  it('keeps hl on the navbar links, custom links, account links and sign-out', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/careers/job/1',
      bootData: makeSignedInBootData({
        config: {
          branding: {
            companyName: 'Acme',
            customPageSections: {
              customNavbarConfig: {
                loggedIn: [
                  { label: 'My applications', href: '/careers/applications' },
                  { label: 'Life at Acme', href: 'https://acme.example/life' },
                ],
              },
            },
          },
        },
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Acme careers home' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example&hl=en',
    );
    expect(within(nav).getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/careers/applications?domain=acme.example&hl=en',
    );
    expect(within(nav).getByRole('link', { name: 'Life at Acme' })).toHaveAttribute(
      'href',
      'https://acme.example/life',
    );
    await user.click(
      await within(nav).findByRole('button', { name: 'Account menu for Ada Lovelace' }),
    );
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/careers/dashboard?domain=acme.example&hl=en',
      '/careers/profile?domain=acme.example&hl=en',
      '/careers/offers?domain=acme.example&hl=en',
      '/careers/settings?domain=acme.example&hl=en',
      '/logout?domain=acme.example&hl=en',
    ]);
  });
});
