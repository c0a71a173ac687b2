import type { PositionDetailsResult, SavedPosition } from '@careers/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderApp } from './testing/render-app.tsx';

const position = (isSaved: boolean): PositionDetailsResult['position'] => ({
  id: 7,
  name: 'Robot Whisperer',
  description: '<p>Teach robots to listen.</p>',
  language: 'en',
  languages: ['en'],
  department: 'Engineering',
  category: 'Robotics',
  employmentType: 'full_time',
  isRemote: false,
  location: 'Berlin, Germany',
  locations: [],
  postedTs: 1_700_000_000,
  closesTs: null,
  salary: null,
  skills: [],
  archived_at: null,
  positionUserActions: { isSaved },
});

const savedEntry = (): SavedPosition => ({
  id: 7,
  name: 'Robot Whisperer',
  department: 'Engineering',
  location: 'Berlin, Germany',
  isRemote: false,
  postedTs: 1_700_000_000,
  savedTs: 1_700_100_000,
  archived_at: null,
  positionUserActions: { isSaved: true },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Two features share the saved positions through the data layer: what one changes, the other
// shows without a reload.
describe('saving a job', () => {
  it('shows on the saved-jobs page at once, without a reload', async () => {
    let isSaved = false;
    const server = installFakeServer({
      'GET /api/pcsx/positions/saved': () => ({
        body: { data: { positions: isSaved ? [savedEntry()] : [] } },
      }),
      'POST /api/pcsx/positions/saved': (request) => {
        isSaved = (request.body as { isSaved: boolean }).isSaved;
        return { body: { data: { position_id: 7, isSaved } } };
      },
      'GET /api/pcsx/position_details': () => ({
        body: { data: { position: position(isSaved), metadata: { isFallback: false } } },
      }),
      'GET /api/pcsx/overrides': () => ({ body: { data: { overrides: null } } }),
    });
    const { navigate } = await renderApp({
      bootData: makeSignedInBootData(),
      path: '/careers/saved-jobs',
    });
    expect(await screen.findByRole('heading', { name: /saved jobs/i, level: 1 })).toBeVisible();
    await waitFor(() => expect(server.of('GET', '/api/pcsx/positions/saved')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Robot Whisperer' })).toBeNull();

    await navigate('/careers/job/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await navigate('/careers/saved-jobs');
    expect(await screen.findByRole('link', { name: 'Robot Whisperer' })).toBeVisible();
  });
});
