import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { testDocument, testOffer } from '@/lib/testing/offers.ts';
import { OfferLetterPage } from './offer-letter-page.tsx';

beforeEach(() => {
  toastStore.clear();
});

const route = '/careers/offer/enc-1/offer-document/11?domain=acme.example';
const renderLetter = () =>
  renderWithProviders(<OfferLetterPage />, {
    namespaces: ['offers'],
    route,
    path: '/careers/offer/:id/offer-document/:documentId',
  });

const esignOffer = (fullname = 'Ada Lovelace', document = {}) =>
  testOffer({
    profile: { fullname },
    offer_documents: [
      testDocument({ signing: 'esign', url: '/esign/token-123?wid=11&hosted=1', ...document }),
    ],
  });

describe('OfferLetterPage: e-signature in the page', () => {
  it('shows the document without a frame and signs with the typed name (accept + esign_status)', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: esignOffer() } }),
      'POST /api/offer/offers/enc-1/11/accept': () => ({ body: { data: esignOffer() } }),
      'POST /api/offer/offers/enc-1/11/esign_status': () => ({ body: { data: esignOffer() } }),
    });
    const user = userEvent.setup();
    const { container } = await renderLetter();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Ada Lovelace');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('region', { name: 'Offer letter (PDF)' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Mallory Nobody');
    await user.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(
      screen.getByText('Please enter your full name as shown on the offer letter and your profile'),
    ).toBeInTheDocument();
    expect(server.of('POST', '/api/offer/offers/enc-1/11/accept')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(screen.getByText('Please draw your signature, or choose Type.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('img', { name: 'Signature drawing area' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Sign document' }));
    await waitFor(() =>
      expect(server.of('POST', '/api/offer/offers/enc-1/11/esign_status')).toHaveLength(1),
    );
    expect(server.of('POST', '/api/offer/offers/enc-1/11/accept')[0]!.body).toEqual({
      signed_document_file: { full_name: 'Ada Lovelace' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/careers/offer/enc-1?domain=acme.example',
    );
  });

  it('points a candidate without a name on the profile to the profile when refused', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: esignOffer('') } }),
    });
    const user = userEvent.setup();
    await renderLetter();
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Sign document' }));
    const link = screen.getByRole('link', { name: 'Add your full name to your profile' });
    expect(link).toHaveAttribute('href', '/careers/profile?domain=acme.example');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("reads the server's refusal of the name in the reader's words", async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: esignOffer() } }),
      // the profile's name changed since the page was read
      'POST /api/offer/offers/enc-1/11/accept': () =>
        errorReply(400, 'server words', { full_name: 'server words' }),
    });
    const user = userEvent.setup();
    await renderLetter();
    await user.click(await screen.findByRole('button', { name: 'Sign document' }));
    expect(
      await screen.findByText(
        'Please enter your full name as shown on the offer letter and your profile',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('opens the decline dialog from the action bar', async () => {
    installFakeServer({ 'GET /api/offer/enc-1': () => ({ body: { data: esignOffer() } }) });
    const user = userEvent.setup();
    await renderLetter();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline offer?' });
    expect(within(dialog).getByRole('button', { name: 'Decline offer' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 'Pending' as const }, 'Document is being processed'],
    [{ under_revision: true }, 'Document is being revised'],
  ])('shows %o opened by its address read-only, with its status', async (document, line) => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: esignOffer('Ada', document) } }),
    });
    await renderLetter();
    expect(await screen.findByText(line)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
