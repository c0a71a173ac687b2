import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import {
  detailsReply,
  location,
  renderSearch,
  searchReply,
  searches,
  setDesktop,
  startEachTestAtDesktopWidth,
} from './search-page-test-kit.tsx';

startEachTestAtDesktopWidth();

describe('SearchPage', () => {
  it('shows a page of results and selects the first one beside the list', async () => {
    installFakeServer({
      'GET /api/pcsx/search': searchReply,
      'GET /api/pcsx/position_details': detailsReply({
        description: '<p>Build the future of selling.</p>',
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

  it('shows the position a shared link names even when it is not on this page of results', async () => {
    installFakeServer({
      'GET /api/pcsx/search': searchReply,
      'GET /api/pcsx/position_details': detailsReply({
        name: 'Shared Role',
        description: '<p>Sent by a friend.</p>',
      }),
    });
    await renderSearch('/careers?domain=acme.example&pid=77');

    const details = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(within(details).getByRole('heading', { name: 'Shared Role' })).toBeVisible();
    expect(await within(details).findByText('Sent by a friend.')).toBeVisible();
    expect(location()).toContain('pid=77');
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
