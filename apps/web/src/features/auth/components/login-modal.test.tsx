import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData, testCandidate } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { LoginModal } from './login-modal.tsx';

const signedInBootData = makeSignedInBootData();

const startServer = (overrides: Parameters<typeof installFakeServer>[0] = {}) =>
  installFakeServer({
    'POST /api/auth/code': () => ({ body: { data: { sent: true } } }),
    'POST /api/auth/verify': () => ({
      body: { data: { user: testCandidate, csrfToken: 'csrf-after-sign-in' } },
      headers: { 'X-CSRF-Token': 'csrf-after-sign-in' },
    }),
    'GET /api/pcsx/boot_data': () => ({ body: { data: signedInBootData } }),
    ...overrides,
  });

const csrfMeta = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');

const renderModal = async () => {
  const onClose = vi.fn();
  const onSignedIn = vi.fn();
  const view = await renderWithProviders(
    <LoginModal isOpen onClose={onClose} onSignedIn={onSignedIn} />,
    { namespaces: ['auth'] },
  );
  return { ...view, onClose, onSignedIn };
};

const sendCodeTo = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
};

beforeEach(() => {
  if (!csrfMeta()) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-from-page';
    document.head.append(meta);
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginModal', () => {
  it('signs in with the emailed code, sending the CSRF token and refreshing the boot data', async () => {
    const server = startServer();
    const user = userEvent.setup();
    const tokenBefore = csrfMeta()?.content;
    const { onSignedIn, queryClient } = await renderModal();
    const isLoggedInWhenSignedIn = vi.fn();
    onSignedIn.mockImplementation(() =>
      isLoggedInWhenSignedIn(queryClient.getQueryData(bootDataQueryOptions().queryKey)?.isLoggedIn),
    );

    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await sendCodeTo(user, '  Ada@Example.com ');

    expect(
      await screen.findByText('We sent a 6-digit code to ada@example.com'),
    ).toBeInTheDocument();
    const [codeRequest] = server.of('POST', '/api/auth/code');
    expect(codeRequest?.body).toEqual({ email: 'ada@example.com' });
    expect(codeRequest?.query.get('domain')).toBe('acme.example');
    expect(codeRequest?.headers.get('X-CSRF-Token')).toBe(tokenBefore);
    expect(tokenBefore).toBeTruthy();

    const codeInput = screen.getByLabelText('6-digit code');
    expect(codeInput).toHaveFocus();
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput).toHaveAttribute('maxlength', '6');

    await user.type(codeInput, '12 34-56');
    expect(codeInput).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [verifyRequest] = server.of('POST', '/api/auth/verify');
    expect(verifyRequest?.body).toEqual({ email: 'ada@example.com', code: '123456' });
    expect(verifyRequest?.headers.get('X-CSRF-Token')).toBe(tokenBefore);
    // The boot data was refetched before onSignedIn, with the token the sign-in handed out.
    const [bootRequest] = server.of('GET', '/api/pcsx/boot_data');
    expect(bootRequest?.headers.get('X-CSRF-Token')).toBe('csrf-after-sign-in');
    expect(isLoggedInWhenSignedIn).toHaveBeenCalledWith(true);
  });

  it('refuses a malformed address without calling the server and focuses the field', async () => {
    const server = startServer();
    const user = userEvent.setup();
    await renderModal();

    await sendCodeTo(user, 'ada@');

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server message for a wrong code under the code field and keeps the dialog', async () => {
    startServer({
      'POST /api/auth/verify': () =>
        errorReply(400, 'That code is not valid.', { code: 'That code is wrong or has expired.' }),
    });
    const user = userEvent.setup();
    const { onSignedIn } = await renderModal();

    await sendCodeTo(user, 'ada@example.com');
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is wrong or has expired.',
    );
    const codeInput = screen.getByLabelText('6-digit code');
    expect(codeInput).toHaveFocus();
    expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('words a refusal with a domain code from the errors catalogue', async () => {
    startServer({
      'POST /api/auth/code': () => ({
        status: 403,
        body: {
          message: 'Candidate login is off.',
          error: { code: 'sign_in_disabled', message: 'Candidate login is off.' },
        },
      }),
    });
    const user = userEvent.setup();
    await renderModal();

    await sendCodeTo(user, 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in is turned off for this site.',
    );
  });

  it('shows a rate-limit message of the code request inline', async () => {
    startServer({ 'POST /api/auth/code': () => errorReply(429, 'Too many requests') });
    const user = userEvent.setup();
    await renderModal();

    await sendCodeTo(user, 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a few minutes');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('keeps Resend code disabled for 30 seconds, then sends a new code', async () => {
    const server = startServer();
    const user = userEvent.setup();
    await renderModal();
    await sendCodeTo(user, 'ada@example.com');

    const resend = await screen.findByRole('button', { name: /^Resend code in \d+s$/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/in (30|29)s/);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_500);
    const enabled = await screen.findByRole('button', { name: 'Resend code' });
    await user.click(enabled);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new code to ada@example.com.',
    );
    expect(server.of('POST', '/api/auth/code')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Resend code in 30s$/ })).toBeDisabled();
  });

  it('goes back to the email step with the address kept', async () => {
    startServer();
    const user = userEvent.setup();
    await renderModal();
    await sendCodeTo(user, 'ada@example.com');

    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));

    const input = await screen.findByLabelText('Email address');
    expect(input).toHaveValue('ada@example.com');
    expect(input).toHaveFocus();
  });

  it('calls onClose on Escape and on the close button', async () => {
    startServer();
    const user = userEvent.setup();
    const { onClose } = await renderModal();

    await screen.findByLabelText('Email address');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
