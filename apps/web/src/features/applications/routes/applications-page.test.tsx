import type { DashboardApplication, DraftApplication } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { ApplicationsPage } from './applications-page.tsx';

const draft = (id: number, name: string): DraftApplication => ({
  position_id: id,
  position: { id, name, archived_at: null },
  updated_at: '2026-11-20T10:00:00Z',
});

const application = (
  id: number,
  name: string,
  status: DashboardApplication['status'],
): DashboardApplication => ({
  id,
  position_id: id,
  position: { id, name, archived_at: null },
  status,
  submitted_at: '2026-11-18T10:00:00Z',
  updated_at: '2026-11-19T10:00:00Z',
  history: [
    { status: 'submitted', created_at: '2026-11-18T10:00:00Z' },
    { status, created_at: '2026-11-19T10:00:00Z' },
  ],
  nextStep: status === 'in_review' ? 'awaiting_decision' : 'none',
  canWithdraw: status === 'in_review',
});

const renderPage = () =>
  renderWithProviders(<ApplicationsPage />, {
    namespaces: ['applications'],
    route: '/careers/applications?domain=acme.example',
    bootData: makeSignedInBootData(),
  });

const toastMessages = () => toastStore.getSnapshot().map((toast) => toast.message);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('ApplicationsPage', () => {
  it('lists drafts to continue, applications in progress and closed ones', async () => {
    installFakeServer({
      'GET /api/pcsx/draft_applications': () => ({
        body: { data: { draft_applications: [draft(3, 'Gear Designer')] } },
      }),
      'GET /api/pcsx/dashboard/applications': () => ({
        body: {
          data: {
            applications: [application(1, 'Robot Whisperer', 'in_review')],
            inactiveApplications: [application(2, 'Bolt Counter', 'rejected')],
          },
        },
      }),
    });
    await renderPage();
    expect(
      await screen.findByRole('link', { name: 'Continue your application for Gear Designer' }),
    ).toHaveAttribute('href', '/careers/apply?domain=acme.example&pid=3');
    expect(screen.getByRole('heading', { name: 'In progress' })).toBeVisible();
    expect(screen.getByText('In review')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Closed' })).toBeVisible();
    expect(screen.getByText('Not selected')).toBeVisible();
    expect(
      screen.getByText(
        'Next step: The employer is reviewing your application and will get back to you.',
      ),
    ).toBeVisible();
  });

  it('hides status, next step and history where the tenant says so', async () => {
    installFakeServer({
      'GET /api/pcsx/draft_applications': () => ({ body: { data: { draft_applications: [] } } }),
      'GET /api/pcsx/dashboard/applications': () => ({
        body: {
          data: {
            applications: [application(1, 'Robot Whisperer', 'in_review')],
            inactiveApplications: [],
          },
        },
      }),
    });
    await renderWithProviders(<ApplicationsPage />, {
      namespaces: ['applications'],
      route: '/careers/applications?domain=acme.example',
      bootData: makeSignedInBootData({
        config: { dashboardConfig: { hideApplicationStatus: true } },
      }),
    });
    expect(await screen.findByText('Robot Whisperer')).toBeVisible();
    expect(screen.queryByText('In review')).toBeNull();
    expect(screen.queryByText(/^Next step:/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^History of your application/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Withdraw your application for Robot Whisperer' }),
    ).toBeVisible();
  });

  it('shows the history on demand, and withdraws after a confirmation', async () => {
    let status: DashboardApplication['status'] = 'in_review';
    const server = installFakeServer({
      'GET /api/pcsx/draft_applications': () => ({ body: { data: { draft_applications: [] } } }),
      'GET /api/pcsx/dashboard/applications': () => {
        const one = application(1, 'Robot Whisperer', status);
        return {
          body: {
            data:
              status === 'withdrawn'
                ? { applications: [], inactiveApplications: [one] }
                : { applications: [one], inactiveApplications: [] },
          },
        };
      },
      'POST /api/pcsx/applications/1/withdraw': () => {
        status = 'withdrawn';
        return { body: { data: application(1, 'Robot Whisperer', 'withdrawn') } };
      },
    });
    await renderPage();
    const user = userEvent.setup();
    const history = await screen.findByRole('button', {
      name: 'History of your application for Robot Whisperer',
    });
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const timeline = screen.getByRole('list', { name: 'Status history' });
    expect(timeline).toHaveTextContent('Submitted');
    expect(timeline).toHaveTextContent('In review');

    await user.click(
      screen.getByRole('button', { name: 'Withdraw your application for Robot Whisperer' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('Your application for Robot Whisperer was withdrawn.'),
    );
    expect(server.of('POST', '/api/pcsx/applications/1/withdraw')).toHaveLength(1);
    expect(await screen.findByText('Withdrawn')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Withdraw your application for Robot Whisperer' }),
    ).toBeNull();
  });

  it('deletes a draft at once and restores it when the call fails', async () => {
    let isDown = false;
    let drafts = [draft(3, 'Gear Designer'), draft(4, 'Spring Tester')];
    const server = installFakeServer({
      'GET /api/pcsx/draft_applications': () => ({
        body: { data: { draft_applications: drafts } },
      }),
      'GET /api/pcsx/dashboard/applications': () => ({
        body: { data: { applications: [], inactiveApplications: [] } },
      }),
      'DELETE /api/pcsx/draft_applications': (request) => {
        if (isDown) return errorReply(500, 'Server error. Please try again.');
        const { position_ids } = request.body as { position_ids: number[] };
        drafts = drafts.filter((entry) => !position_ids.includes(entry.position_id));
        return { body: { data: { deleted: 1 } } };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    const deleteButton = (name: string) =>
      screen.findByRole('button', { name: `Delete your draft application for ${name}` });

    await user.click(await deleteButton('Spring Tester'));
    expect(screen.queryByText('Spring Tester')).not.toBeInTheDocument();
    await waitFor(() => expect(toastMessages()).toEqual(['Deleted draft application']));
    expect(server.of('DELETE', '/api/pcsx/draft_applications')[0]?.body).toEqual({
      domain: 'acme.example',
      position_ids: [4],
    });

    isDown = true;
    await user.click(await deleteButton('Gear Designer'));
    await waitFor(() => expect(toastMessages()).toContain('Failed to delete draft application'));
    await waitFor(() => expect(screen.getByText('Gear Designer')).toBeVisible());
    expect(screen.queryByText('Spring Tester')).not.toBeInTheDocument();
  });
});
