import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeBootData, makeSignedInBootData, testCandidate } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { LoginPage } from './login-page.tsx';

const signedIn = makeSignedInBootData();

const renderLoginPage = (query: string, bootData = makeBootData()) =>
  renderWithProviders(<LoginPage />, {
    namespaces: ['auth'],
    bootData,
    route: `/candidate/login?${query}`,
    path: '/candidate/login',
  });

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('sends a signed-in visitor straight to a same-origin next', async () => {
    installFakeServer({});
    const next = '/careers/offers?domain=acme.example';
    await renderLoginPage(`domain=acme.example&next=${encodeURIComponent(next)}`, signedIn);

    await waitFor(() => expect(location()).toBe(next));
  });

  it.each([
    ['another host', 'https://evil.example/careers'],
    ['a protocol-relative address', '//evil.example/careers'],
    ['a backslash trick', '/\\evil.example'],
  ])('ignores next pointing to %s and goes to the dashboard', async (_label, next) => {
    installFakeServer({});
    await renderLoginPage(`domain=acme.example&next=${encodeURIComponent(next)}`, signedIn);

    await waitFor(() => expect(location()).toBe('/careers/dashboard?domain=acme.example'));
  });

  it('after signing in, follows next', async () => {
    installFakeServer({
      'POST /api/auth/code': () => ({ body: { data: { sent: true } } }),
      'POST /api/auth/verify': () => ({ body: { data: { user: testCandidate, csrfToken: 't' } } }),
      'GET /api/pcsx/boot_data': () => ({ body: { data: signedIn } }),
    });
    const user = userEvent.setup();
    const next = '/careers/job/12?domain=acme.example';
    await renderLoginPage(`domain=acme.example&pid=12,13&next=${encodeURIComponent(next)}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue your application.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toBe(next), { timeout: 5000 });
  });

  it('says sign-in is unavailable when the tenant disables candidate login', async () => {
    installFakeServer({});
    await renderLoginPage(
      'domain=acme.example',
      makeBootData({ config: { loginSignupConfig: { candidateLoginEnabled: false } } }),
    );

    expect(screen.getByRole('heading', { name: 'Sign-in is not available' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });
});
