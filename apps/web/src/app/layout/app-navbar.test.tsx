import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderApp } from '../testing/render-app.tsx';

beforeEach(() => {
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

const navbarConfig = {
  customNavbarConfig: {
    loggedOut: [
      { label: 'Life at Acme', href: 'https://acme.example/life' },
      { label: 'Students', href: '/careers/search?query=intern' },
    ],
    loggedIn: [{ label: 'My applications', href: '/careers/applications' }],
  },
};

describe('navbar', () => {
  it('links the company name to /careers with the domain', async () => {
    await renderApp({ path: '/careers/job/1' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Acme careers home' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });

  it('shows the uploaded logo, named by the company, in the home link', async () => {
    const logoUrl = '/api/pcsx/site_logo/8f7c1a52-2a6e-4d0b-9f8e-5a8d3c1b2e4f';
    await renderApp({
      bootData: makeBootData({ config: { branding: { companyName: 'Acme', logoUrl } } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const home = within(nav).getByRole('link', { name: 'Acme careers home' });
    expect(within(home).getByRole('img', { name: 'Acme' })).toHaveAttribute('src', logoUrl);
  });

  it("shows the visitor's custom links, internal ones keeping the domain", async () => {
    await renderApp({
      bootData: makeBootData({
        config: { branding: { companyName: 'Acme', customPageSections: navbarConfig } },
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Life at Acme' })).toHaveAttribute(
      'href',
      'https://acme.example/life',
    );
    expect(within(nav).getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/careers/search?query=intern&domain=acme.example',
    );
    expect(within(nav).queryByRole('link', { name: 'My applications' })).not.toBeInTheDocument();
    // On phones the same links sit behind a menu button (CSS decides which one shows).
    expect(await within(nav).findByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it("shows the candidate's custom links and account menu instead of Sign in", async () => {
    const user = userEvent.setup();
    await renderApp({
      bootData: makeSignedInBootData({
        config: { branding: { companyName: 'Acme', customPageSections: navbarConfig } },
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My applications' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Students' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    // the account menu loads on demand (visitors' pages go without it)
    await user.click(
      await within(nav).findByRole('button', { name: 'Account menu for Ada Lovelace' }),
    );
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Dashboard', '/careers/dashboard?domain=acme.example'],
      ['Profile', '/careers/profile?domain=acme.example'],
      ['Offers', '/careers/offers?domain=acme.example'],
      ['Settings', '/careers/settings?domain=acme.example'],
      ['Sign out', '/logout?domain=acme.example'],
    ]);
    expect(menu).toHaveTextContent('ada@example.com');
  });

  it('hides Sign in when the tenant turns candidate login off', async () => {
    await renderApp({
      bootData: makeBootData({ config: { loginSignupConfig: { candidateLoginEnabled: false } } }),
    });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('shell banners', () => {
  it('shows the implementation-phase and instance banners when boot data asks for them', async () => {
    await renderApp({
      bootData: makeBootData({
        config: { implementationPhase: true },
        instanceBannerData: { displayBanner: true, displayText: 'Maintenance on Sunday 02:00 UTC' },
      }),
    });
    expect(await screen.findByText(/still being set up/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Site notice' })).toHaveTextContent(
      'Maintenance on Sunday 02:00 UTC',
    );
  });

  it('shows neither by default', async () => {
    await renderApp();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Site notice' })).not.toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('is the first focusable element and moves focus to main', async () => {
    const user = userEvent.setup();
    await renderApp();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // Earlier tests navigated, so this page entry focused main; start from the top instead.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    Element.prototype.scrollIntoView = vi.fn();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
