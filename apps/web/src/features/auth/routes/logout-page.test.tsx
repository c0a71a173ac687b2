import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { LogoutPage } from './logout-page.tsx';

const signedIn = makeSignedInBootData();
const signedOut = makeBootData();

const renderLogoutPage = () =>
  renderWithProviders(<LogoutPage />, {
    namespaces: ['auth'],
    bootData: signedIn,
    route: '/logout?domain=acme.example',
    path: '/logout',
  });

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogoutPage', () => {
  it('signs out once, then returns to the careers home of the domain', async () => {
    let release: () => void = () => undefined;
    const server = installFakeServer({
      'POST /api/auth/logout': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { data: { csrfToken: 'visitor-token' } } });
        }),
      'GET /api/pcsx/boot_data': () => ({ body: { data: signedOut } }),
    });
    const { queryClient } = await renderLogoutPage();
    queryClient.setQueryData(['saved-jobs', 'acme.example'], ['private data']);

    expect(await screen.findByRole('status')).toHaveTextContent('Signing you out…');
    release();

    await waitFor(() => expect(location()).toBe('/careers?domain=acme.example'), { timeout: 5000 });
    expect(queryClient.getQueryData(['saved-jobs', 'acme.example'])).toBeUndefined();
    expect(server.of('POST', '/api/auth/logout')).toHaveLength(1);
    expect(server.of('POST', '/api/auth/logout')[0]?.query.get('domain')).toBe('acme.example');
    expect(server.of('GET', '/api/pcsx/boot_data').length).toBeGreaterThan(0);
  });

  it('shows the failure with a retry that signs out', async () => {
    let attempts = 0;
    installFakeServer({
      'POST /api/auth/logout': () => {
        attempts += 1;
        return attempts === 1
          ? errorReply(400, 'The session could not be closed.')
          : { body: { data: { csrfToken: 'visitor-token' } } };
      },
      'GET /api/pcsx/boot_data': () => ({ body: { data: signedOut } }),
    });
    const user = userEvent.setup();
    await renderLogoutPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('The session could not be closed.');
    expect(location()).toBe('/logout?domain=acme.example');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(location()).toBe('/careers?domain=acme.example'), { timeout: 5000 });
    expect(attempts).toBe(2);
  });
});
