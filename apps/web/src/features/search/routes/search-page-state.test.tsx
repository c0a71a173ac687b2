import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bootDataQueryOptions } from '@/lib/boot-data/index.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { startFakeTimers } from '@/lib/testing/fake-timers.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import {
  location,
  renderSearch,
  searchReply,
  searches,
  startEachTestAtDesktopWidth,
} from './search-page-test-kit.tsx';
import { SEARCH_RELOAD_DEBOUNCE_MS } from '../lib/search-constants.ts';

startEachTestAtDesktopWidth();

describe('SearchPage: filters, cache, reset, location and sort', () => {
  it('reloads one second after a filter change, from the first page and with no selection', async () => {
    const server = installFakeServer({ 'GET /api/pcsx/search': searchReply });
    const user = userEvent.setup();
    await renderSearch('/careers?domain=acme.example&start=10&pid=12');
    await screen.findByRole('heading', { name: 'Showing 11–20 of 25 jobs' });
    expect(searches(server)).toHaveLength(1);

    // The filters' dialogs load when a filter is reached for: pointed at first here, then its
    // own button pressed once it has taken the stand-in's place (a press before they load is
    // filter-bar.test.tsx's), as a person presses what is on the screen.
    const standIn = screen.getByRole('button', { name: 'Department' });
    await user.hover(standIn);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Department' })).not.toBe(standIn),
    );
    await user.click(screen.getByRole('button', { name: 'Department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department' });
    // the debounce on a fake clock, from the first change
    const clock = startFakeTimers();
    await clock.user.click(within(dialog).getByRole('checkbox', { name: /Sales/ }));
    await clock.user.click(within(dialog).getByRole('checkbox', { name: /Engineering/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Sales/ })).toBeChecked();

    // Both changes land inside one debounce: nothing is asked before a second has passed.
    await clock.advance(SEARCH_RELOAD_DEBOUNCE_MS - 1);
    expect(searches(server)).toHaveLength(1);

    await clock.advance(1);
    await waitFor(() => expect(searches(server)).toHaveLength(2));
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

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Showing 11–20 of 25 jobs' });
    expect(location()).toContain('start=10');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
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
});
