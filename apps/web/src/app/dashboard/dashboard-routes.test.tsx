import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { DashboardRoute, DashboardV2Route } from './dashboard-routes.tsx';

const NAMESPACES = ['dashboard', 'applications', 'offers', 'search'];
const bootData = makeSignedInBootData({
  config: {
    referralWithCandidateApplicationGate: true,
    dashboardConfig: { tabs: ['applications', 'referrals', 'nudges'] },
  },
});

const applicationsReply = () => ({
  body: {
    data: {
      applications: [
        {
          id: 1,
          position_id: 1,
          position: { id: 1, name: 'Robot Whisperer', archived_at: null },
          status: 'submitted',
          submitted_at: '2026-11-18T10:00:00Z',
          updated_at: '2026-11-18T10:00:00Z',
          history: [{ status: 'submitted', created_at: '2026-11-18T10:00:00Z' }],
          nextStep: 'awaiting_review',
          canWithdraw: true,
        },
      ],
      inactiveApplications: [],
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it("shows the tenant's tabs in order; choosing one puts it in the address", async () => {
    installFakeServer({
      'GET /api/pcsx/dashboard/applications': applicationsReply,
      'GET /api/pcsx/dashboard/nudges': () => ({
        body: {
          data: {
            nudgesData: [
              {
                kind: 'finish_draft',
                params: { position: 'Gear Designer' },
                link: '/careers/apply?domain=acme.example&pid=3',
                due_at: null,
              },
            ],
          },
        },
      }),
    });
    await renderWithProviders(<DashboardRoute />, {
      namespaces: NAMESPACES,
      bootData,
      route: '/careers/dashboard?domain=acme.example&tab=nudges',
    });
    const tabs = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Applications', 'Referrals', 'To do']);
    expect(within(tabs).getByRole('tab', { name: 'To do' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('link', {
        name: 'Continue: Finish your application for Gear Designer',
      }),
    ).toHaveAttribute('href', '/careers/apply?domain=acme.example&pid=3');
    await userEvent.setup().click(within(tabs).getByRole('tab', { name: 'Applications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=applications');
    expect(await screen.findByText('Robot Whisperer')).toBeVisible();
  });

  it('v2: a list that fails says so with a retry, and the others still show', async () => {
    installFakeServer({
      'GET /api/pcsx/dashboard/applications': applicationsReply,
      'GET /api/pcsx/dashboard/referrals': () => errorReply(500, 'Something went wrong'),
      'GET /api/pcsx/dashboard/nudges': () => ({ body: { data: { nudgesData: [] } } }),
    });
    await renderWithProviders(<DashboardV2Route />, {
      namespaces: NAMESPACES,
      bootData,
      route: '/careers/dashboardv2?domain=acme.example',
    });
    const referrals = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(referrals).findByRole('alert')).toHaveTextContent(
      'Your referrals could not be loaded.',
    );
    expect(within(referrals).getByRole('button', { name: 'Try again' })).toBeVisible();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByText('Robot Whisperer')).toBeVisible();
    expect(
      screen.getByText('You are all set: nothing needs your attention right now.'),
    ).toBeVisible();
  });
});
