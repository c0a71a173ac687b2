import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { VISITED_OFFER_FLAG } from '../lib/offer-confetti.ts';
import { OfferPage } from './offer-page.tsx';
import { inDays, testDocument, testOffer } from '@/lib/testing/offers.ts';

beforeEach(() => {
  window.localStorage.clear();
  toastStore.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderOffer = (route = '/careers/offer/enc-1?domain=acme.example') =>
  renderWithProviders(<OfferPage />, {
    namespaces: ['offers'],
    route,
    path: '/careers/offer/:id?',
  });

describe('OfferPage', () => {
  it('shows the title, sentence, revision warning and each document with Start, View or disabled', async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({
        body: {
          data: testOffer({
            expires_at: inDays(5),
            offer_documents: [
              testDocument({ id: 1, name: 'Letter' }),
              testDocument({ id: 2, name: 'Policy', document_type: 'Policy', status: 'Read Only' }),
              testDocument({
                id: 3,
                name: 'NDA',
                document_type: 'Agreement',
                under_revision: true,
              }),
              testDocument({ id: 4, name: 'Bonus', status: 'Signed', b64_string: null }),
            ],
          }),
        },
      }),
    });
    await renderOffer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job offer for Robot Whisperer' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Congratulations! Please review and sign the documents below to accept your offer.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Documents are being revised. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start: Letter' })).toHaveAttribute(
      'href',
      '/careers/offer/enc-1/offer-document/1?domain=acme.example',
    );
    expect(screen.getByRole('link', { name: 'View: Policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start: NDA' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View: Bonus' })).toBeDisabled();
    expect(screen.getByText('Document is being revised')).toBeInTheDocument();
    expect(
      screen.getByText('Document has been signed. Signed document is being generated.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Document available for your review')).toBeInTheDocument();
    // confetti once: the flag is remembered
    await waitFor(() => expect(window.localStorage.getItem(VISITED_OFFER_FLAG)).not.toBeNull());
  });

  it('declines through the dialog, shows the message and refreshes the offer', async () => {
    let status: 'Extended' | 'Declined' = 'Extended';
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: testOffer({ status }) } }),
      'POST /api/offer/offers/enc-1/decline': () => {
        status = 'Declined';
        return { body: { data: testOffer({ status }) } };
      },
    });
    const user = userEvent.setup();
    await renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Decline offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline offer?' });
    expect(within(dialog).getByText('The action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to offer' }));
    expect(server.of('POST', '/api/offer/offers/enc-1/decline')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await screen.findByText('You declined this offer.')).toBeInTheDocument();
    expect(server.of('POST', '/api/offer/offers/enc-1/decline')).toHaveLength(1);
    expect(server.of('GET', '/api/offer/enc-1').length).toBeGreaterThanOrEqual(2);
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'Successfully rejected the offer',
    ]);
  });

  it("shows the server's message when declining fails", async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: testOffer() } }),
      'POST /api/offer/offers/enc-1/decline': () =>
        errorReply(409, 'This offer has expired and can no longer be changed.'),
    });
    const user = userEvent.setup();
    await renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Decline offer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline offer' }),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
        'This offer has expired and can no longer be changed.',
      ]),
    );
  });

  it('goes to the offers list when the offer is not found, or the id is missing', async () => {
    installFakeServer({ 'GET /api/offer/gone': () => errorReply(404, 'Not found') });
    await renderOffer('/careers/offer/gone?domain=acme.example');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/careers/offers?domain=acme.example',
      ),
    );
  });

  it('does not play the confetti twice', async () => {
    window.localStorage.setItem(VISITED_OFFER_FLAG, 'true');
    const { playOfferConfettiOnce } = await import('../lib/offer-confetti.ts');
    expect(await playOfferConfettiOnce()).toBe(false);
  });
});
