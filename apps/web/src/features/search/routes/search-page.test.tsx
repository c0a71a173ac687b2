import type { SearchPosition, SearchResultData } from '@careers/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootDataQueryOptions } from '@/lib/boot-data/index.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer, type RecordedRequest } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { SearchPage } from './search-page.tsx';

const position = (id: number): SearchPosition => ({
  id,
  name: `Position ${String(id)}`,
  department: id % 2 ? 'Sales' : 'Engineering',
  category: 'Team',
  employmentType: 'full_time',
  locations: ['Paris, France'],
  postedTs: 1_700_000_000,
  isRemote: false,
});

/** 25 positions; `filter_department` narrows them; pages of 10 from `start`. */
const searchReply = (request: RecordedRequest): { body: { data: SearchResultData } } => {
  const departments = request.query.getAll('filter_department');
  const all = Array.from({ length: 25 }, (_, index) => position(index + 1)).filter(
    (item) => !departments.length || departments.includes(item.department),
  );
  const start = Number(request.query.get('start') ?? 0);
  return {
    body: {
      data: {
        count: all.length,
        positions: all.slice(start, start + 10),
        filterDef: {
          allFilters: [
            {
              filterName: 'department',
              displayName: 'Department',
              type: 'multiselect',
              options: [
                { label: 'Sales', value: 'Sales', count: 13 },
                { label: 'Engineering', value: 'Engineering', count: 12 },
              ],
            },
          ],
        },
        sortBy: 'relevance',
        appliedFilters: departments.length ? { department: departments } : {},
        resultsMetaData: {
          start,
          pageSize: 10,
          query: request.query.get('query') ?? '',
          location: request.query.get('location') ?? '',
          locationType: 'none',
          origin: null,
        },
        savedSearchMetadata: { isEnabled: false },
      },
    },
  };
};

const setDesktop = (isDesktop: boolean) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: isDesktop,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
};

const renderSearch = (route = '/careers?domain=acme.example') =>
  renderWithProviders(<SearchPage />, {
    namespaces: ['search'],
    route,
    path: route.startsWith('/careers/senior') ? '/careers/:query/:location' : '/careers',
  });

const location = () => screen.getByTestId('location').textContent;
const searches = (server: ReturnType<typeof installFakeServer>) =>
  server.of('GET', '/api/pcsx/search');

beforeEach(() => {
  setDesktop(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('shows a page of results and selects the first one beside the list', async () => {
    installFakeServer({
      'GET /api/pcsx/search': searchReply,
      'GET /api/pcsx/position_details': (request) => ({
        body: {
          data: {
            position: {
              ...position(Number(request.query.get('position_id'))),
              description: '<p>Build the future of selling.</p>',
              employmentType: 'full_time',
              location: 'Paris, France',
              locations: [],
              closesTs: null,
              salary: null,
              skills: [],
              archived_at: null,
              positionUserActions: { isSaved: false },
            },
            metadata: { isFallback: false },
          },
        },
      }),
    });
    await renderSearch();

    expect(await screen.findByRole('heading', { name: 'Showing 1–10 of 25 jobs' })).toBeVisible();
    await waitFor(() => expect(location()).toContain('pid=1'));
    // Ten results and the selected position beside them.
    expect(screen.getAllByRole('article')).toHaveLength(11);
    const details = screen.getByRole('complementary', { name: 'Selected job' });
    expect(within(details).getByRole('heading', { name: 'Position 1' })).toBeVisible();
    expect(await within(details).findByText('Build the future of selling.')).toBeVisible();
    expect(within(details).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/careers/apply?domain=acme.example&pid=1',
    );
  });

  it('keeps the position the address names instead of selecting the first', async () => {
    installFakeServer({ 'GET /api/pcsx/search': searchReply });
    await renderSearch('/careers?domain=acme.example&pid=3');

    const details = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(within(details).getByRole('heading', { name: 'Position 3' })).toBeVisible();
    expect(location()).toContain('pid=3');
    expect(location()).not.toContain('pid=1');
  });

  it('selects a result in place on desktop', async () => {
    installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch();

    await user.click(await screen.findByRole('link', { name: 'Position 4' }));
    expect(location()).toContain('pid=4');
    expect(screen.getByRole('link', { name: 'Position 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the job page from a result on a phone', async () => {
    setDesktop(false);
    installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch('/careers?domain=acme.example&utm_source=mail');

    await user.click(await screen.findByRole('link', { name: 'Position 2' }));
    expect(location()).toBe('/careers/job/2?domain=acme.example&utm_source=mail');
  });

  it('reads the search from the path, dashes and underscores as spaces', async () => {
    const server = installFakeServer({ 'GET /api/pcsx/search': searchReply });
    await renderSearch('/careers/senior-data_engineer/new-york?domain=acme.example');

    await waitFor(() => expect(searches(server)).toHaveLength(1));
    expect(searches(server)[0]?.query.get('query')).toBe('senior data engineer');
    expect(searches(server)[0]?.query.get('location')).toBe('new york');
    expect(screen.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue(
      'senior data engineer',
    );
  });

  it('reloads one second after a filter change, from the first page and with no selection', async () => {
    const server = installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch('/careers?domain=acme.example&start=10&pid=12');
    await screen.findByRole('heading', { name: 'Showing 11–20 of 25 jobs' });
    expect(searches(server)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Sales/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Engineering/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Sales/ })).toBeChecked();

    // Both changes land inside one debounce: nothing is asked before a second has passed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(searches(server)).toHaveLength(1);

    await waitFor(() => expect(searches(server)).toHaveLength(2), { timeout: 2000 });
    const request = searches(server)[1];
    expect(request?.query.getAll('filter_department')).toEqual(['Sales', 'Engineering']);
    expect(request?.query.get('start')).toBeNull();
    expect(location()).toContain('filter_department=Sales%2CEngineering');
    expect(location()).not.toContain('start=');
    await waitFor(() => expect(location()).toContain('pid=1'));
  });

  it('serves a page it has loaded from the cache', async () => {
    const server = installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch();
    await screen.findByRole('heading', { name: 'Showing 1–10 of 25 jobs' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Showing 11–20 of 25 jobs' });
    expect(location()).toContain('start=10');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Showing 1–10 of 25 jobs' });

    expect(searches(server).map((request) => request.query.get('start'))).toEqual([null, '10']);
  });

  it('starts a new search from the first page and resets everything on Reset', async () => {
    const server = installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch(
      '/careers?domain=acme.example&start=10&sort_by=timestamp&filter_department=Sales&utm_source=x',
    );
    await screen.findByRole('heading', { name: /Showing 11–13 of 13 jobs/ });

    const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await user.type(box, 'chef');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(location()).toContain('query=chef'));
    expect(location()).not.toContain('start=');
    expect(location()).toContain('filter_department=Sales');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).not.toContain('query='));
    expect(location()).not.toContain('filter_');
    expect(location()).not.toContain('sort_by');
    expect(location()).toContain('utm_source=x');
    expect(searches(server).at(-1)?.query.get('filter_department')).toBeNull();
  });

  it('searches around the visitor for Current location', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) => {
          success({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition);
        },
      },
    });
    const server = installFakeServer({
      'GET /api/pcsx/search': searchReply,
      'GET /api/pcsx/autocomplete': () => ({
        body: { data: { type: 'location', term: 'par', options: [] } },
      }),
    });
    const user = userEvent.setup();
    await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'par');
    await user.click(await screen.findByRole('option', { name: /Current location/ }));

    await waitFor(() => expect(searches(server).at(-1)?.query.get('lat')).toBe('48.85'));
    const request = searches(server).at(-1);
    expect(request?.query.get('location')).toBe('current location');
    expect(request?.query.get('lng')).toBe('2.35');
  });

  it('clears the distance filter and the point when leaving Map Location', async () => {
    installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch(
      '/careers?domain=acme.example&location=Map%20Location&lat=1&lng=2&filter_distance=0&filter_department=Sales',
    );
    const box = await screen.findByRole('combobox', { name: 'Location' });
    await user.clear(box);
    await user.type(box, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(location()).toContain('location=Lyon'));
    expect(location()).not.toContain('filter_distance');
    expect(location()).not.toContain('lat=');
    expect(location()).toContain('filter_department=Sales');
  });

  it('clears the sort choice when the visitor signs in', async () => {
    installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const { queryClient } = await renderSearch('/careers?domain=acme.example&sort_by=timestamp');
    await screen.findByRole('heading', { name: 'Showing 1–10 of 25 jobs' });
    expect(location()).toContain('sort_by=timestamp');

    act(() => {
      queryClient.setQueryData(bootDataQueryOptions().queryKey, makeSignedInBootData());
    });
    await waitFor(() => expect(location()).not.toContain('sort_by'));
  });

  it('says when nothing matches', async () => {
    installFakeServer({
      'GET /api/pcsx/search': (request) => {
        const reply = searchReply(request);
        return { body: { data: { ...reply.body.data, count: 0, positions: [] } } };
      },
    });
    await renderSearch();
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  });

  it('says when the positions failed to load and retries', async () => {
    let isDown = true;
    installFakeServer({
      'GET /api/pcsx/search': (request) =>
        isDown ? errorReply(500, 'Server error. Please try again.') : searchReply(request),
    });
    const user = userEvent.setup();
    await renderSearch();

    expect(await screen.findByRole('heading', { name: 'Failed to load positions' })).toBeVisible();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Showing 1–10 of 25 jobs' })).toBeVisible();
  });
});
