import { termsOfServiceConfigSchema } from '@careers/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { useTermsOfService } from '@/lib/data/terms-of-service.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { TermsOfServiceGate } from './terms-of-service-gate.tsx';

const config = termsOfServiceConfigSchema.parse({
  enabled: true,
  heading: 'Candidate terms',
  helperText: 'Please read these terms before you continue.',
  infoText: 'You can read the terms again from your settings.',
  disclaimerHtml:
    '<p>We process your data.</p><a href="https://acme.example/privacy">Privacy</a>' +
    '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  acceptLabel: 'I agree',
});

const bootData = makeSignedInBootData();

/** Says when the attestation has arrived: it renders in the same pass as the gate it reads. */
const AttestationProbe = () => {
  const terms = useTermsOfService({ isEnabled: true });
  return terms.data ? <p>attestation read</p> : null;
};

const renderGate = (isOnboarded: boolean, gateConfig = config) => {
  const reload = vi.fn();
  const view = renderWithProviders(
    <>
      <TermsOfServiceGate config={gateConfig} isOnboarded={isOnboarded} reload={reload} />
      <AttestationProbe />
    </>,
    { namespaces: ['onboarding'], bootData },
  );
  return view.then((result) => ({ ...result, reload }));
};

const attestedServer = (
  tosAttested: boolean,
  overrides: Parameters<typeof installFakeServer>[0] = {},
) =>
  installFakeServer({
    'GET /api/pcsx/terms_of_service': () => ({ body: { data: { tosAttested } } }),
    'POST /api/pcsx/terms_of_service': () => ({ body: { data: { tosAttested: true } } }),
    'POST /api/pcsx/onboarding': () => ({ body: { data: { isOnboarded: true } } }),
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TermsOfServiceGate', () => {
  it('renders nothing while the attestation is loading', async () => {
    const server = installFakeServer({
      'GET /api/pcsx/terms_of_service': () => new Promise(() => undefined),
    });
    await renderGate(false);
    await waitFor(() => expect(server.of('GET', '/api/pcsx/terms_of_service')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing when the candidate has attested', async () => {
    attestedServer(true);
    await renderGate(false);
    await screen.findByText('attestation read');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the configured terms with sanitised disclaimer HTML and no way to close', async () => {
    attestedServer(false);
    const user = userEvent.setup();
    await renderGate(false);

    const dialog = await screen.findByRole('dialog', { name: 'Candidate terms' });
    expect(dialog).toHaveTextContent('Please read these terms before you continue.');
    expect(dialog).toHaveTextContent('You can read the terms again from your settings.');
    expect(dialog).toHaveTextContent('We process your data.');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['I agree']);

    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Candidate terms' })).toBeInTheDocument();
  });

  it('posts the terms, then onboarding when not onboarded, then reloads', async () => {
    const server = attestedServer(false);
    const user = userEvent.setup();
    const { reload } = await renderGate(false);

    await user.click(await screen.findByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const posts = server.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.path);
    expect(posts).toEqual(['/api/pcsx/terms_of_service', '/api/pcsx/onboarding']);
    expect(server.requests.at(-1)?.query.get('domain')).toBe('acme.example');
  });

  it('does not post onboarding for an onboarded candidate', async () => {
    const server = attestedServer(false);
    const user = userEvent.setup();
    const { reload } = await renderGate(true);

    await user.click(await screen.findByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.of('POST', '/api/pcsx/terms_of_service')).toHaveLength(1);
    expect(server.of('POST', '/api/pcsx/onboarding')).toHaveLength(0);
  });

  it('reloads the page through window.location.reload by default', async () => {
    attestedServer(false);
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    try {
      const user = userEvent.setup();
      await renderWithProviders(<TermsOfServiceGate config={config} isOnboarded />, {
        namespaces: ['onboarding'],
        bootData,
      });
      await user.click(await screen.findByRole('button', { name: 'I agree' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('keeps the modal with the error on failure, and a retry posts onboarding only once', async () => {
    let onboardingCalls = 0;
    const server = attestedServer(false, {
      'POST /api/pcsx/onboarding': () => {
        onboardingCalls += 1;
        return onboardingCalls === 1
          ? errorReply(409, 'Onboarding is already running.')
          : { body: { data: { isOnboarded: true } } };
      },
    });
    const user = userEvent.setup();
    const { reload } = await renderGate(false);

    await user.click(await screen.findByRole('button', { name: 'I agree' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Onboarding is already running.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.of('POST', '/api/pcsx/terms_of_service')).toHaveLength(1);
    expect(onboardingCalls).toBe(2);
  });

  it('uses the interface language for the default heading and accept label', async () => {
    attestedServer(false);
    await renderGate(true, termsOfServiceConfigSchema.parse({ enabled: true }));
    expect(await screen.findByRole('dialog', { name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});
