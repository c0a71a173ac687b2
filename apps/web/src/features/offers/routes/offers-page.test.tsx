import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { OffersPage } from './offers-page.tsx';
import { inDays, testOffer } from '@/lib/testing/offers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderList = () =>
  renderWithProviders(<OffersPage />, {
    namespaces: ['offers'],
    route: '/careers/offers?domain=acme.example',
  });

describe('OffersPage', () => {
  it('shows one card per offer with the tag, expiry, status and view button', async () => {
    const server = installFakeServer({
      'GET /api/offer/offers': () => ({
        body: {
          data: [
            testOffer({ enc_id: 'a', expires_at: inDays(3) }),
            testOffer({ enc_id: 'b', status: 'Declined', position: { name: 'Painter' } }),
            testOffer({ enc_id: 'c', hide_offer_status: true, position: { name: 'Baker' } }),
          ],
        },
      }),
    });
    await renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('Action required')).toBeInTheDocument();
    expect(first.getByText('Expires in 3 days')).toBeInTheDocument();
    expect(first.getByText('Offer extended')).toBeInTheDocument();
    expect(first.getByText(/^Expires \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View job offer' })).toHaveAttribute(
      'href',
      '/careers/offer/a?domain=acme.example',
    );
    const second = within(cards[1]!);
    expect(second.getByText('Offer declined')).toBeInTheDocument();
    expect(second.getByText('Last updated 03/01/2026')).toBeInTheDocument();
    expect(second.queryByText('Action required')).toBeNull();
    expect(within(cards[2]!).queryByText('Offer extended')).toBeNull();
    expect(server.of('GET', '/api/offer/offers')[0]!.query.get('domain')).toBe('acme.example');
  });

  it("says 'No offers found' when there are none", async () => {
    installFakeServer({ 'GET /api/offer/offers': () => ({ body: { data: [] } }) });
    await renderList();
    expect(await screen.findByRole('heading', { name: 'No offers found' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    toastStore.clear();
    installFakeServer({
      'GET /api/offer/offers': () => errorReply(400, 'The list is unavailable'),
    });
    await renderList();
    expect(await screen.findByText('The list is unavailable')).toBeInTheDocument();
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'The list is unavailable',
    ]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
