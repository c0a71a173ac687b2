import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { JobCartPanel } from './job-cart-panel.tsx';

const item = (id: string, name: string) => ({
  id,
  name,
  department: 'Engineering',
  location: 'Berlin, Germany',
  addedTs: 1,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobCartPanel', () => {
  it('lists the cart, applies to all, and removes jobs no longer open', async () => {
    const server = installFakeServer({
      'GET /api/pcsx/job_cart': () => ({
        body: {
          data: {
            jobCartData: [item('1', 'Robot Whisperer'), item('2', 'Robot Trainer')],
            invalidPositionIds: ['9'],
            maxItems: 20,
          },
        },
      }),
      'POST /api/pcsx/job_cart': () => ({
        body: {
          data: {
            jobCartData: [item('1', 'Robot Whisperer'), item('2', 'Robot Trainer')],
            invalidPositionIds: [],
            maxItems: 20,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(
      <JobCartPanel
        hrefOf={(pid) => `/careers/job/${String(pid)}`}
        applyAllHref={(pids) => `/careers/apply?pid=${pids.join(',')}`}
      />,
      {
        namespaces: ['search'],
        bootData: makeSignedInBootData({ config: { jobCart: { enabled: true } } }),
      },
    );

    expect(await screen.findByRole('link', { name: 'Apply to all 2 jobs' })).toHaveAttribute(
      'href',
      '/careers/apply?pid=1,2',
    );
    const toggle = screen.getByRole('button', { name: 'Job cart · 2 jobs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Robot Trainer' })).toBeVisible();

    expect(screen.getByText('1 job in your cart is no longer open.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    await waitFor(() =>
      expect(screen.queryByText('1 job in your cart is no longer open.')).not.toBeInTheDocument(),
    );
    expect(server.of('POST', '/api/pcsx/job_cart')[0]?.body).toEqual({
      pids: ['9'],
      operation: 'remove',
      domain: 'acme.example',
    });
  });

  it('shows nothing when the tenant offers no cart', async () => {
    const server = installFakeServer({});
    await renderWithProviders(<JobCartPanel hrefOf={() => '/'} applyAllHref={() => '/'} />, {
      namespaces: ['search'],
      bootData: makeSignedInBootData(),
    });
    expect(screen.queryByRole('region', { name: 'Job cart' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
