import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import { makeBootData } from '@/lib/testing/boot-data.ts';
import { BootGate } from './boot-gate.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failure = () =>
  json(
    { message: 'Database down', error: { code: 'internal_error', message: 'Database down' } },
    500,
  );

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

const renderGate = async () => {
  const queryClient = new QueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <BootGate>
          <p>The shell</p>
        </BootGate>
      </QueryClientProvider>,
    );
  });
};

describe('BootGate', () => {
  it('shows a loader, then the app with the tenant theme applied', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const bootData = makeBootData({
      config: { branding: { companyName: 'Acme', theme: { 'color-primary': '#0b6e4f' } } },
    });
    await act(async () => answer(json({ data: bootData })));
    expect(await screen.findByText('The shell')).toBeVisible();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0b6e4f');
  });

  it('shows an error with a retry that loads the app', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => failure());
    vi.stubGlobal('fetch', fetchMock);
    await renderGate();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load this page" }, { timeout: 4000 }),
    ).toBeVisible();
    fetchMock.mockImplementation(async () => json({ data: makeBootData() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The shell')).toBeVisible();
  });
});
