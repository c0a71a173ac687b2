import type { AdminInterviewListItem } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { InterviewsPage } from './interviews-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const interview = (overrides: Partial<AdminInterviewListItem>): AdminInterviewListItem => ({
  id: 1,
  position_name: 'Robot Whisperer',
  stage: 'Technical',
  starts_at: '2030-03-02T09:00:00.000Z',
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  location: null,
  video_url: null,
  interviewers: [],
  instructions: '',
  status: 'scheduled',
  slots: [],
  candidate_id: 7,
  application_id: 3,
  offered_slots: [],
  candidate_name: 'Sam Lee',
  candidate_email: 'sam@example.com',
  ...overrides,
});

describe('the console’s interviews page', () => {
  it('lists upcoming and past interviews, and cancels one only after the question', async () => {
    let cancelled = false;
    const awaiting = interview({
      id: 2,
      stage: 'Final',
      starts_at: null,
      offered_slots: [
        { id: 1, starts_at: '2030-03-03T09:00:00.000Z', is_booked: false },
        { id: 2, starts_at: '2030-03-03T13:00:00.000Z', is_booked: false },
      ],
    });
    const server = installFakeServer({
      'GET /api/admin/interviews': () => ({
        body: {
          data: cancelled
            ? { upcoming: [awaiting], past: [interview({ status: 'cancelled' })] }
            : { upcoming: [awaiting, interview({})], past: [] },
        },
      }),
      'POST /api/admin/interviews/1/cancel': () => {
        cancelled = true;
        return { body: { data: interview({ status: 'cancelled' }) } };
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<InterviewsPage />, { namespaces: ['employer-schedule'] });

    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }));
    expect(
      upcoming.getByText('Waiting for the candidate to choose one of 2 times · 45 min'),
    ).toBeVisible();
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sam Lee',
      'Sam Lee',
    ]);

    const technical = upcoming.getByText('Robot Whisperer · Technical').closest('li')!;
    await user.click(within(technical).getByRole('button', { name: /^Cancel interview/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' });
    expect(dialog).toHaveTextContent('The Technical interview with Sam Lee for Robot Whisperer');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(server.of('POST', '/api/admin/interviews/1/cancel')).toHaveLength(0);

    await user.click(within(technical).getByRole('button', { name: /^Cancel interview/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel interview',
      }),
    );
    expect(await screen.findByText('The interview with Sam Lee was cancelled.')).toBeVisible();
    const past = within(await screen.findByRole('region', { name: 'Past' }));
    expect(past.getByText('Cancelled')).toBeVisible();
    await waitFor(() =>
      expect(server.of('POST', '/api/admin/interviews/1/cancel')).toHaveLength(1),
    );
  });

  it('changes an interview’s place, link and interviewers, keeping its time', async () => {
    let current = interview({ location: 'Berlin office', interviewers: ['Grace Hopper'] });
    const server = installFakeServer({
      'GET /api/admin/interviews': () => ({ body: { data: { upcoming: [current], past: [] } } }),
      'PUT /api/admin/interviews/1': (request) => {
        current = { ...current, ...(request.body as Partial<AdminInterviewListItem>) };
        return { body: { data: current } };
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<InterviewsPage />, { namespaces: ['employer-schedule'] });
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const form = within(
      await screen.findByRole('form', { name: 'Edit the interview with Sam Lee' }),
    );
    expect(form.getByRole('textbox', { name: 'Place (optional)' })).toHaveValue('Berlin office');
    await user.clear(form.getByRole('textbox', { name: 'Place (optional)' }));
    await user.type(form.getByRole('textbox', { name: 'Place (optional)' }), 'Online');
    await user.type(
      form.getByRole('textbox', { name: 'Video call link (optional)' }),
      'https://meet.example.com/x',
    );
    await user.clear(form.getByRole('textbox', { name: /^Interviewers/ }));
    await user.type(
      form.getByRole('textbox', { name: /^Interviewers/ }),
      'Ada Lovelace, Alan Turing',
    );
    await user.click(form.getByRole('button', { name: 'Save and tell the candidate' }));

    expect(
      await screen.findByText(
        'The interview with Sam Lee was changed. The candidate has been told.',
      ),
    ).toBeVisible();
    const [sent] = server.of('PUT', '/api/admin/interviews/1');
    expect(sent!.body).toMatchObject({
      stage: 'Technical',
      starts_at: '2030-03-02T09:00:00.000Z',
      location: 'Online',
      video_url: 'https://meet.example.com/x',
      interviewers: ['Ada Lovelace', 'Alan Turing'],
    });
    expect(await screen.findByText('With: Ada Lovelace, Alan Turing')).toBeVisible();
  });

  it('says what to fix and sends nothing when the link is not a web address', async () => {
    const server = installFakeServer({
      'GET /api/admin/interviews': () => ({
        body: { data: { upcoming: [interview({})], past: [] } },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<InterviewsPage />, { namespaces: ['employer-schedule'] });
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Video call link (optional)' }),
      'javascript:alert(1)',
    );
    await user.click(screen.getByRole('button', { name: 'Save and tell the candidate' }));
    expect(await screen.findByText('Give a web address starting with https://.')).toBeVisible();
    expect(server.of('PUT', '/api/admin/interviews/1')).toHaveLength(0);
  });
});
