import type { CareerEvent } from '@careers/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { EventsTab } from '../index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const event = (overrides: Partial<CareerEvent> = {}): CareerEvent => ({
  id: 4,
  title: 'Robotics open day',
  description: 'Meet the team.',
  kind: 'open_day',
  starts_at: '2030-03-04T09:00:00.000Z',
  ends_at: '2030-03-04T12:00:00.000Z',
  time_zone: 'Europe/Berlin',
  location: 'Berlin office',
  url: null,
  capacity: 10,
  spots_left: 3,
  registration_status: null,
  ...overrides,
});

const renderTab = () =>
  renderWithProviders(<EventsTab />, {
    namespaces: ['scheduling', 'errors'],
    bootData: makeSignedInBootData(),
    route: '/careers/dashboard?domain=acme.example',
  });

describe('EventsTab', () => {
  it('registers, then cancels after a confirmation', async () => {
    let registration: CareerEvent['registration_status'] = null;
    const server = installFakeServer({
      'GET /api/pcsx/dashboard/events': () => ({
        body: { data: { upcoming: [event({ registration_status: registration })], past: [] } },
      }),
      'POST /api/pcsx/events/4/registration': () => {
        registration = 'registered';
        return { body: { data: event({ registration_status: registration }) } };
      },
      'DELETE /api/pcsx/events/4/registration': () => {
        registration = 'cancelled';
        return { body: { data: event({ registration_status: registration }) } };
      },
    });
    await renderTab();
    expect(await screen.findByText('Places left: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register: Robotics open day' }));
    expect(await screen.findByText('Registered')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancel registration: Robotics open day' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your registration?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument();
    expect(server.of('POST', '/api/pcsx/events/4/registration')).toHaveLength(1);
    expect(server.of('DELETE', '/api/pcsx/events/4/registration')).toHaveLength(1);
  });

  it('cannot register for a full event', async () => {
    installFakeServer({
      'GET /api/pcsx/dashboard/events': () => ({
        body: { data: { upcoming: [event({ spots_left: 0 })], past: [] } },
      }),
    });
    await renderTab();
    expect(await screen.findByText('Full: no places left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register: Robotics open day' })).toBeDisabled();
  });
});
