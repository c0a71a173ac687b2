import type { AdminEvent } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { EventsPage } from './events-page.tsx';

const openDay: AdminEvent = {
  id: 4,
  title: 'Robotics open day',
  description: '',
  kind: 'open_day',
  starts_at: '2030-05-02T08:00:00.000Z',
  ends_at: '2030-05-02T11:00:00.000Z',
  time_zone: 'Europe/Berlin',
  location: 'Berlin office',
  url: null,
  capacity: 10,
  spots_left: 8,
  registered_count: 2,
};

describe('the console’s events page', () => {
  it('deletes an event only after the question, which says the registered candidates are told', async () => {
    let isDeleted = false;
    const server = installFakeServer({
      'GET /api/admin/events': () => ({
        body: { data: { upcoming: isDeleted ? [] : [openDay], past: [] } },
      }),
      'DELETE /api/admin/events/4': () => {
        isDeleted = true;
        return { body: { data: openDay } };
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<EventsPage />, { namespaces: ['employer-schedule'] });
    await user.click(
      await screen.findByRole('button', { name: 'Delete event: Robotics open day' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent('Robotics open day will be deleted with its registrations.');
    expect(dialog).toHaveTextContent(
      'Registered: 2. Each of them is told the event was cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(server.of('DELETE', '/api/admin/events/4')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete event: Robotics open day' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete event' }),
    );
    expect(await screen.findByText('Robotics open day was deleted.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Robotics open day' })).toBeNull(),
    );
    expect(server.of('DELETE', '/api/admin/events/4')).toHaveLength(1);
  });
});
