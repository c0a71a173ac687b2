import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { SaveSearchButton } from './save-search-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('SaveSearchButton', () => {
  it('saves the search, without the distance, as a job alert', async () => {
    const server = installFakeServer({
      'POST /api/pcsx/saved_searches': () => ({
        body: {
          data: {
            id: 1,
            name: 'nurse · Paris',
            query: 'nurse',
            location: 'Paris',
            filters: {},
            createdTs: 1,
            isPaused: false,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(
      <SaveSearchButton
        query="nurse"
        location="Paris"
        filters={{ department: ['Care'], distance: ['25'] }}
      />,
      { namespaces: ['search'], bootData: makeSignedInBootData() },
    );
    await user.click(screen.getByRole('button', { name: 'Get job alerts for this search' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Job alert saved' })).toBeDisabled(),
    );
    expect(server.of('POST', '/api/pcsx/saved_searches')[0]?.body).toEqual({
      name: 'nurse · Paris',
      query: 'nurse',
      location: 'Paris',
      filters: { department: ['Care'] },
      domain: 'acme.example',
    });
  });

  it("words a refusal with a domain code from the errors catalogue, not the server's words", async () => {
    installFakeServer({
      'POST /api/pcsx/saved_searches': () => ({
        status: 409,
        body: {
          message: 'You can keep at most 10 job alerts.',
          error: { code: 'job_alerts_full', message: 'You can keep at most 10 job alerts.' },
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<SaveSearchButton query="nurse" location="" filters={{}} />, {
      namespaces: ['search'],
      bootData: makeSignedInBootData(),
    });
    await user.click(screen.getByRole('button', { name: 'Get job alerts for this search' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
        'You have as many job alerts as you can keep. Delete one to save another.',
      ]),
    );
  });
});
