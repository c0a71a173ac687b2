import { ROUTES, type RouteDefinition } from '@careers/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderApp } from '../testing/render-app.tsx';

const SAMPLE_PARAMS: Record<string, string> = {
  pid: '123-nurse',
  id: '5',
  documentId: '9',
  query: 'ward-nurse',
  location: 'leeds',
};

const concretePath = (route: RouteDefinition) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);

const hiddenPageHeading = () =>
  document.querySelector<HTMLHeadingElement>('main#main > h1[hidden]')?.textContent;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // No test here talks to a server: calls (logout, terms) simply stay pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route table', () => {
  it.each(ROUTES.map((route) => [concretePath(route), route] as const))(
    '%s renders page id in a hidden heading inside <main id="main">',
    async (path, route) => {
      // Login and logout are pages of visitors; every other page is shown to a candidate.
      const isVisitorPage = route.pageId === 'login' || route.pageId === 'logout';
      await renderApp({ path, bootData: isVisitorPage ? makeBootData() : makeSignedInBootData() });
      await waitFor(() => expect(hiddenPageHeading()).toBe(route.pageId), { timeout: 4000 });
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    },
  );

  it('shows the search from the path, dashes and underscores as spaces, and titles the page', async () => {
    await renderApp({ path: '/careers/senior-ward_nurse/new-york' });
    expect(
      await screen.findByRole('combobox', { name: 'Job title, skill or keyword' }),
    ).toHaveValue('senior ward nurse');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('new york');
    await waitFor(() => expect(document.title).toBe('senior ward nurse at new york'));
  });

  it('titles a page "Careers at {company}" without a search, and uses the SEO title first', async () => {
    const first = await renderApp({
      path: '/careers/saved-jobs',
      bootData: makeSignedInBootData(),
    });
    await waitFor(() => expect(document.title).toBe('Careers at Acme'));
    first.unmount();
    document.title = '';
    await renderApp({
      path: '/careers',
      bootData: makeBootData({ config: { seo: { pageTitles: { jobs: 'Work at Acme' } } } }),
    });
    await waitFor(() => expect(document.title).toBe('Work at Acme'));
  });

  it('renders the v2 dashboard at /careers/dashboard when the tenant enables it', async () => {
    await renderApp({
      path: '/careers/dashboard',
      bootData: makeSignedInBootData({ config: { dashboardConfig: { useV2: true } } }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
  });

  it('renders the v1 dashboard by default', async () => {
    await renderApp({ path: '/careers/dashboard', bootData: makeSignedInBootData() });
    expect(await screen.findByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
  });

  it('answers unknown /careers paths with the not-found page', async () => {
    await renderApp({ path: '/careers/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
    expect(hiddenPageHeading()).toBeUndefined();
  });

  it('scrolls to the top when the page changes', async () => {
    const { navigate } = await renderApp({ path: '/careers' });
    await waitFor(() => expect(hiddenPageHeading()).toBe('jobs'));
    vi.mocked(window.scrollTo).mockClear();
    await navigate('/careers/job/42');
    await waitFor(() => expect(hiddenPageHeading()).toBe('singlePosition'));
    // the page entry effect runs once the new page has committed
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    const [jobPage] = await screen.findAllByText(
      /Loading the job…|Failed to load position details|This job is not available/,
    );
    expect(jobPage).toBeVisible();
  });
});
