import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeBootData, makeSignedInBootData, testCandidate } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { ProfileBootstrappingScreen } from './profile-bootstrapping-screen.tsx';

const newcomer = { ...testCandidate, firstName: null, lastName: null, fullname: '' };
const notBootstrapped = makeBootData({
  isLoggedIn: true,
  user: newcomer,
  onboardingData: {
    isOnboarded: false,
    isBootstrapped: false,
    bootstrappingConfig: { enabled: true },
  },
});
const bootstrapped = makeSignedInBootData();

const renderScreen = async () => {
  const onDone = vi.fn();
  await renderWithProviders(<ProfileBootstrappingScreen onDone={onDone} />, {
    namespaces: ['onboarding', 'profile'],
    bootData: notBootstrapped,
  });
  return { onDone };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileBootstrappingScreen', () => {
  it('requires both names, treating blanks as empty, and focuses the first one in error', async () => {
    const server = installFakeServer({});
    const user = userEvent.setup();
    const { onDone } = await renderScreen();

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's set up your profile" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Last name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter your first name.',
      'Enter your last name.',
    ]);
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters', async () => {
    installFakeServer({});
    const user = userEvent.setup();
    await renderScreen();

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.click(screen.getByLabelText(/Last name/));
    await user.paste('L'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Use at most 100 characters.');
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
  });

  it('posts the trimmed names, refreshes the boot data and calls onDone', async () => {
    const server = installFakeServer({
      'POST /api/pcsx/profile_bootstrap': () => ({ body: { data: { isBootstrapped: true } } }),
      'GET /api/pcsx/boot_data': () => ({ body: { data: bootstrapped } }),
    });
    const user = userEvent.setup();
    const { onDone } = await renderScreen();

    await user.type(screen.getByLabelText(/First name/), '  Ada ');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [post] = server.of('POST', '/api/pcsx/profile_bootstrap');
    expect(post?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(post?.query.get('domain')).toBe('acme.example');
    expect(server.of('GET', '/api/pcsx/boot_data').length).toBeGreaterThan(0);
  });

  it('shows a server error under the field it names', async () => {
    installFakeServer({
      'POST /api/pcsx/profile_bootstrap': () =>
        errorReply(400, 'lastName: Too long', { lastName: 'Last name is too long.' }),
    });
    const user = userEvent.setup();
    const { onDone } = await renderScreen();

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Last name is too long.');
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });
});
