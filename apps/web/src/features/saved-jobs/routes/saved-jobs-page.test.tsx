import type { SavedPosition } from '@careers/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { SavedJobsPage } from './saved-jobs-page.tsx';

const saved = (id: number, name: string, archivedAt: string | null = null): SavedPosition => ({
  id,
  name,
  department: 'Engineering',
  location: 'Berlin, Germany',
  isRemote: false,
  postedTs: 1_700_000_000,
  savedTs: 1_700_100_000,
  archived_at: archivedAt,
  positionUserActions: { isSaved: true },
});

const renderPage = () =>
  renderWithProviders(<SavedJobsPage />, {
    namespaces: ['search'],
    route: '/careers/saved-jobs?domain=acme.example',
    bootData: makeSignedInBootData(),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedJobsPage', () => {
  it('lists saved jobs with links, and marks closed ones', async () => {
    installFakeServer({
      'GET /api/pcsx/positions/saved': () => ({
        body: {
          data: {
            positions: [saved(1, 'Robot Whisperer'), saved(2, 'Old Role', '2026-01-01T00:00:00Z')],
          },
        },
      }),
    });
    await renderPage();
    expect(await screen.findByRole('link', { name: 'Robot Whisperer' })).toHaveAttribute(
      'href',
      '/careers/job/1?domain=acme.example',
    );
    expect(screen.getByText('2 saved jobs')).toBeVisible();
    expect(screen.getByText('No longer open')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Old Role' })).not.toBeInTheDocument();
  });

  it('removes a job at once and puts it back when the call fails', async () => {
    let isDown = false;
    const server = installFakeServer({
      'GET /api/pcsx/positions/saved': () => ({
        body: { data: { positions: [saved(1, 'Robot Whisperer'), saved(2, 'Robot Trainer')] } },
      }),
      'POST /api/pcsx/positions/saved': () =>
        isDown
          ? errorReply(500, 'Server error. Please try again.')
          : { body: { data: { position_id: 2, isSaved: false } } },
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Robot Trainer from saved jobs' }),
    );
    expect(screen.queryByRole('link', { name: 'Robot Trainer' })).not.toBeInTheDocument();
    expect(server.of('POST', '/api/pcsx/positions/saved')[0]?.body).toEqual({
      position_id: 2,
      isSaved: false,
      domain: 'acme.example',
    });

    isDown = true;
    await user.click(
      screen.getByRole('button', { name: 'Remove Robot Whisperer from saved jobs' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Robot Whisperer' })).toBeVisible(),
    );
  });

  it('invites a search when nothing is saved', async () => {
    installFakeServer({
      'GET /api/pcsx/positions/saved': () => ({ body: { data: { positions: [] } } }),
    });
    await renderPage();
    expect(await screen.findByText('No saved jobs yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });
});
