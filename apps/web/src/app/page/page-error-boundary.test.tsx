import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

const Crash = (): never => {
  throw new Error('Cannot read the offer');
};

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // React reports caught render errors on the console; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderCrash = (isAdmin: boolean) =>
  render(
    <PageErrorBoundary
      pageId="offer"
      domain="acme.example"
      positionId={42}
      isAdmin={isAdmin}
      backHref="/careers?domain=acme.example"
      contactHref="https://acme.example/contact"
    >
      <Crash />
    </PageErrorBoundary>,
  );

describe('PageErrorBoundary', () => {
  it('shows the generic error screen with its exact text, a back and a contact link', () => {
    renderCrash(false);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    expect(
      screen.getByText(
        'The server encountered something unexpected that didnt allow it to complete the request.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Our engineers have been notified and are working on it ASAP.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://acme.example/contact',
    );
  });

  it('hides the error details from candidates', () => {
    renderCrash(false);
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot read the offer/)).not.toBeInTheDocument();
  });

  it('shows the error and component stack to admins', async () => {
    renderCrash(true);
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/^Error: Cannot read the offer/)).toBeInTheDocument();
    const componentStack = await screen.findByRole('heading', { name: 'Component stack' });
    expect(componentStack.nextElementSibling).toHaveTextContent(
      /at Crash[\s\S]*at PageErrorBoundary/,
    );
  });

  it('reports the crash to /vslog with the domain and position id', async () => {
    renderCrash(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    const address = new URL(String(url));
    expect(address.pathname).toBe('/vslog');
    expect(address.searchParams.get('domain')).toBe('acme.example');
    expect(address.searchParams.get('pid')).toBe('42');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body.event).toBe('render_crash');
    expect(body.namespace).toBe('pcsx_app');
    const data = JSON.parse(body.data_json ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      message: 'Cannot read the offer',
      pageId: 'offer',
      url: window.location.href,
    });
    expect(String(data.stack)).toContain('Cannot read the offer');
    expect(String(data.componentStack)).toContain('Crash');
  });

  it('keeps the error screen when the report fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderCrash(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  });
});
