import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderApp } from '../testing/render-app.tsx';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/pcsx/terms_of_service')
        ? new Response(JSON.stringify({ data: { tosAttested: false } }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Promise<Response>(() => undefined),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
});

const pageHeading = () => document.querySelector('main#main > h1[hidden]')?.textContent;

describe('footer', () => {
  it('shows the sanitised custom footer and the Powered by line', async () => {
    await renderApp({
      path: '/careers',
      bootData: makeBootData({
        config: {
          branding: {
            companyName: 'Acme',
            customPageSections: {
              footerHtml:
                '<p>Acme Ltd <a href="/privacy">Privacy</a><img src=x onerror="alert(1)"></p>',
            },
          },
        },
      }),
    });
    const footer = await screen.findByRole('contentinfo');
    // the tenant's HTML comes once DOMPurify has loaded
    const privacy = await screen.findByRole('link', { name: 'Privacy' });
    expect(footer).toHaveTextContent('Acme Ltd');
    expect(footer).toHaveTextContent('Powered by');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.innerHTML).not.toContain('onerror');
  });

  it.each(['/careers/apply?pid=1', '/careers/onboarding'])('is hidden on %s', async (path) => {
    await renderApp({ path, bootData: makeSignedInBootData() });
    await waitFor(() => expect(pageHeading()).toMatch(/applyPage|onboarding/));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('banner, hero and head scripts of the page', () => {
  const bootData = makeBootData({
    config: {
      branding: {
        companyName: 'Acme',
        banners: {
          jobs: { type: 'alert', html: '<strong>Offices closed</strong> on Friday' },
          default: { type: 'info', html: 'Welcome' },
        },
        heroImages: {
          jobs: {
            phone: '/hero-phone.jpg',
            tablet: '/hero-tablet.jpg',
            desktop: '/hero.jpg',
            alt: 'Our team',
          },
        },
      },
      scriptConfig: {
        pageLoadHeadScripts: {
          jobs: ['https://cdn.example/tag.js', 'https://cdn.example/tag.js'],
        },
      },
    },
  });

  it('shows the page banner as an alert and the hero as a responsive picture', async () => {
    await renderApp({ path: '/careers', bootData });
    const banner = await screen.findByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent('Offices closed on Friday'));
    const hero = screen.getByRole('img', { name: 'Our team' });
    expect(hero).toHaveAttribute('src', '/hero.jpg');
    const sources = [...(hero.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.media, source.srcset])).toEqual([
      ['(max-width: 599.98px)', '/hero-phone.jpg'],
      ['(max-width: 1023.98px)', '/hero-tablet.jpg'],
    ]);
  });

  it('uses the default banner on other pages, as a status, and no hero', async () => {
    await renderApp({ path: '/careers/job/3', bootData });
    await waitFor(() => expect(pageHeading()).toBe('singlePosition'));
    expect((await screen.findByText('Welcome')).closest('[role]')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('injects the head scripts of the page once', async () => {
    const first = await renderApp({ path: '/careers', bootData });
    await waitFor(() => expect(document.head.querySelectorAll('script[src]')).toHaveLength(1));
    first.unmount();
    await renderApp({ path: '/careers', bootData });
    await waitFor(() => expect(pageHeading()).toBe('jobs'));
    const scripts = document.head.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://cdn.example/tag.js');
  });
});

describe('signed-in gates', () => {
  it('shows profile bootstrapping instead of the page when the candidate is not bootstrapped', async () => {
    await renderApp({
      path: '/careers/offers',
      bootData: makeSignedInBootData({
        onboardingData: {
          isOnboarded: true,
          isBootstrapped: false,
          bootstrappingConfig: { enabled: true },
        },
      }),
    });
    await waitFor(() => expect(pageHeading()).toBe('ProfileBootstrapping'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Offers' })).not.toBeInTheDocument();
  });

  it('shows the terms-of-service gate when the tenant enables it', async () => {
    await renderApp({
      path: '/careers',
      bootData: makeSignedInBootData({
        config: { termsOfService: { enabled: true, heading: 'Acme candidate terms' } },
      }),
    });
    expect(await screen.findByRole('dialog', { name: 'Acme candidate terms' })).toBeVisible();
  });

  it('never shows the terms to a visitor', async () => {
    await renderApp({
      path: '/careers',
      bootData: makeBootData({ config: { termsOfService: { enabled: true } } }),
    });
    await waitFor(() => expect(pageHeading()).toBe('jobs'));
    // the page's own calls (search, page-load analytics) go out; never the terms
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('terms_of_service'))).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
