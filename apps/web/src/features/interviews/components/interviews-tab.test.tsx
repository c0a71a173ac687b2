import type { Interview } from '@careers/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { InterviewsTab } from '../index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 7,
  position_name: 'Robot Whisperer',
  stage: 'Technical',
  starts_at: '2030-03-04T09:00:00.000Z',
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  location: 'Berlin office',
  video_url: null,
  interviewers: ['Grace Hopper', 'Alan Turing'],
  instructions: 'Bring a robot.',
  status: 'scheduled',
  slots: [],
  ...overrides,
});

const renderTab = () =>
  renderWithProviders(<InterviewsTab />, {
    namespaces: ['scheduling', 'errors'],
    bootData: makeSignedInBootData(),
    route: '/careers/dashboard?domain=acme.example',
  });

describe('InterviewsTab', () => {
  it('shows each upcoming interview with its details and a calendar link', async () => {
    installFakeServer({
      'GET /api/pcsx/dashboard/interviews': () => ({
        body: { data: { upcoming: [interview()], past: [] } },
      }),
    });
    await renderTab();
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByRole('heading', { name: 'Robot Whisperer' })).toBeInTheDocument();
    expect(card.getByText('Grace Hopper, Alan Turing')).toBeInTheDocument();
    expect(card.getByText(/· 45 min$/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Add to calendar: Robot Whisperer' })).toHaveAttribute(
      'href',
      '/api/pcsx/interviews/7/calendar.ics?domain=acme.example',
    );
  });

  it('books a slot after a confirmation, and shows why when someone took it first', async () => {
    const server = installFakeServer({
      'GET /api/pcsx/dashboard/interviews': () => ({
        body: {
          data: {
            upcoming: [
              interview({ starts_at: null, slots: [{ id: 3, starts_at: '2030-03-05T09:00:00Z' }] }),
            ],
            past: [],
          },
        },
      }),
      'POST /api/pcsx/interviews/7/slot': () => ({
        status: 409,
        body: { message: 'taken', error: { code: 'slot_taken', message: 'taken' } },
      }),
    });
    await renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /^Choose / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this time?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else has just taken this time slot. Please choose another one.',
    );
    expect(server.of('POST', '/api/pcsx/interviews/7/slot')[0]!.body).toEqual({ slot_id: 3 });
  });

  it('says so when there is no interview, and offers a retry when the list fails', async () => {
    installFakeServer({
      'GET /api/pcsx/dashboard/interviews': () => ({ body: { data: { upcoming: [], past: [] } } }),
    });
    const first = await renderTab();
    expect(await screen.findByText(/You have no interviews yet/)).toBeInTheDocument();
    first.unmount();
    installFakeServer({
      'GET /api/pcsx/dashboard/interviews': () => errorReply(400, 'The list is unavailable'),
    });
    await renderTab();
    expect(await screen.findByText('The list is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
