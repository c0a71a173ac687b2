import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { CandidatesPage } from './candidates-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const jordan = {
  id: 7,
  name: 'Jordan Rivera',
  email: 'demo@northwind.example',
  headline: 'Senior engineer',
  skills: ['TypeScript'],
  applicationCount: 2,
  lastAppliedAt: '2026-11-22T07:12:00.000Z',
};

const open = () =>
  renderWithProviders(<CandidatesPage />, {
    namespaces: ['employer-candidates', 'employer'],
    route: '/employer/candidates',
  });

describe('the candidates search', () => {
  it('searches once typing pauses, keeps the words in the address, and links each candidate', async () => {
    const server = installFakeServer({
      'GET /api/admin/candidates': (request) => ({
        body: {
          data: request.query.get('q')
            ? { candidates: [jordan], total: 1 }
            : { candidates: [], total: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText(/No candidates yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'jordan');
    expect(await screen.findByRole('link', { name: 'Jordan Rivera' })).toHaveAttribute(
      'href',
      '/employer/candidates/7',
    );
    // one search for the empty box, one for the settled words: not one per key
    const queries = server.of('GET', '/api/admin/candidates').map((r) => r.query.get('q'));
    expect(queries).toEqual([null, 'jordan']);
    expect(screen.getByTestId('location')).toHaveTextContent('/employer/candidates?q=jordan');
    expect(screen.getByText('Candidates found: 1')).toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    let isDown = true;
    installFakeServer({
      'GET /api/admin/candidates': () =>
        isDown
          ? errorReply(503, 'Down for a moment.')
          : { body: { data: { candidates: [], total: 0 } } },
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The candidates could not be loaded.',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No candidates yet/)).toBeInTheDocument();
  });
});
