import type { SavedSearch } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeProfile } from '@/lib/testing/profile.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { JobAlertsSection } from './job-alerts-section.tsx';

const alert = (id: number, query: string, location: string): SavedSearch => ({
  id,
  name: `${query}, ${location}`,
  query,
  location,
  filters: {},
  createdTs: 1_700_000_000,
  isPaused: false,
});

const serve = (options: { canCreate: boolean; searches: SavedSearch[] }) => {
  const profile = makeProfile({
    jobPreferences: {
      ...makeProfile().jobPreferences,
      desiredTitles: ['Data Engineer', 'Analyst'],
      locations: ['Berlin'],
    },
  });
  return installFakeServer({
    'GET /api/pcsx/profile_details': () => ({ body: { data: { profile } } }),
    'GET /api/pcsx/saved_searches': () => ({ body: { data: options } }),
    'POST /api/pcsx/saved_searches': (request) => ({
      body: { data: { ...alert(9, 'Analyst', 'Berlin'), ...(request.body as object) } },
    }),
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobAlertsSection', () => {
  it('suggests alerts from the work preferences that no alert covers, and creates one', async () => {
    const server = serve({ canCreate: true, searches: [alert(1, 'Data Engineer', 'Berlin')] });
    await renderWithProviders(<JobAlertsSection />, { namespaces: ['settings'] });

    // The suggestions wait for two answers (the alerts, then the profile).
    const suggestions = await screen.findByRole(
      'region',
      { name: 'Suggested from your profile' },
      { timeout: 5000 },
    );
    expect(within(suggestions).queryByText('Data Engineer')).toBeNull();
    const analyst = within(suggestions).getByRole('listitem');
    const create = within(analyst).getByRole('button', { name: 'Create alert' });
    expect(create).toHaveAccessibleDescription('Analyst Berlin');
    await userEvent.click(create);

    await waitFor(() => expect(server.of('POST', '/api/pcsx/saved_searches')).toHaveLength(1));
    expect(server.of('POST', '/api/pcsx/saved_searches')[0]?.body).toMatchObject({
      name: 'Analyst, Berlin',
      query: 'Analyst',
      location: 'Berlin',
      filters: {},
    });
    // The new alert joins the list, and nothing is left to suggest.
    expect(await screen.findByRole('button', { name: 'Pause Analyst, Berlin' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested from your profile' })).toBeNull(),
    );
  });

  it('suggests nothing where the site has no job alerts', async () => {
    const server = serve({ canCreate: false, searches: [] });
    await renderWithProviders(<JobAlertsSection />, { namespaces: ['settings'] });
    expect(await screen.findByText(/You have no job alerts yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Suggested from your profile' })).toBeNull();
    expect(server.of('GET', '/api/pcsx/profile_details')).toHaveLength(0);
  });
});
