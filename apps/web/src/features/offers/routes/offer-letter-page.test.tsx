import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { OfferLetterPage } from './offer-letter-page.tsx';
import { testDocument, testOffer } from '@/lib/testing/offers.ts';

beforeEach(() => {
  toastStore.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const toasts = () =>
  toastStore.getSnapshot().map(({ message, durationMs }) => ({ message, durationMs }));

const renderLetter = (route = '/careers/offer/enc-1/offer-document/11?domain=acme.example') =>
  renderWithProviders(<OfferLetterPage />, {
    namespaces: ['offers'],
    route,
    path: route.includes('offer-letter')
      ? '/careers/offer-letter/:id'
      : '/careers/offer/:id/offer-document/:documentId',
  });

describe('OfferLetterPage: signature form', () => {
  const formOffer = (fullname = 'Ada Lovelace') =>
    testOffer({ profile: { fullname }, offer_documents: [testDocument({ signing: 'form' })] });

  it('requires the terms and the exact full name, then signs (accept + esign_status) for 15 s', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: formOffer() } }),
      'POST /api/offer/offers/enc-1/11/accept': () => ({ body: { data: formOffer() } }),
      'POST /api/offer/offers/enc-1/11/esign_status': () => ({ body: { data: formOffer() } }),
    });
    const user = userEvent.setup();
    await renderLetter();
    const submit = await screen.findByRole('button', { name: 'Submit signed offer' });
    await user.click(submit);
    expect(screen.getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ }),
    );
    const name = screen.getByRole('textbox', {
      name: /Please enter your full name as the electronic signature/,
    });
    await user.type(name, 'ada lovelace');
    await user.click(submit);
    expect(
      screen.getByText('Please enter your full name as shown on the offer letter and your profile'),
    ).toBeInTheDocument();
    expect(server.of('POST', '/api/offer/offers/enc-1/11/accept')).toHaveLength(0);
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(submit);
    await waitFor(() =>
      expect(server.of('POST', '/api/offer/offers/enc-1/11/esign_status')).toHaveLength(1),
    );
    expect(server.of('POST', '/api/offer/offers/enc-1/11/accept')[0]!.body).toEqual({
      signed_document_file: { full_name: 'Ada Lovelace' },
    });
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Successfully signed document', durationMs: 15_000 }]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/careers/offer/enc-1?domain=acme.example',
    );
  });

  it('without a full name on the profile, any typed name is refused (the odd rule, kept)', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: formOffer('') } }),
    });
    const user = userEvent.setup();
    await renderLetter();
    await user.click(await screen.findByRole('checkbox'));
    await user.type(screen.getByRole('textbox'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(
      screen.getByText('Please enter your full name as shown on the offer letter and your profile'),
    ).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message, else the fallback, when signing fails", async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: formOffer() } }),
      'POST /api/offer/offers/enc-1/11/accept': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    await renderLetter();
    await user.click(await screen.findByRole('checkbox'));
    await user.type(screen.getByRole('textbox'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'Something went wrong when accepting the offer', durationMs: 5_000 },
      ]),
    );
  });
});

describe('OfferLetterPage: upload steps', () => {
  it('sends nothing without a file, then posts the one PDF as signed_offer_letter_pdf_file', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: testOffer() } }),
      'POST /api/offer/offers/enc-1/accept': () => ({
        body: { data: testOffer({ status: 'Accepted' }) },
      }),
    });
    const user = userEvent.setup();
    await renderLetter();
    expect(await screen.findByRole('heading', { name: /Review job offer/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Print & sign, or sign digitally/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Upload signed document/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(screen.getByText('Please choose the signed PDF file to upload.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(server.of('POST', '/api/offer/offers/enc-1/accept')).toHaveLength(0);

    const input = screen.getByLabelText('Choose PDF file');
    const two = [
      new File(['%PDF-1'], 'a.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1'], 'b.pdf', { type: 'application/pdf' }),
    ];
    fireEvent.change(input, { target: { files: two } });
    expect(screen.getByText('You should upload at most 1 file')).toHaveAttribute('role', 'alert');

    const file = new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(screen.getByText('Selected: signed.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'Successfully signed the offer letter', durationMs: 5_000 },
      ]),
    );
    const call = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = call![1]!.body as FormData;
    expect(body.getAll('signed_offer_letter_pdf_file')).toHaveLength(1);
    expect((body.get('signed_offer_letter_pdf_file') as File).name).toBe('signed.pdf');
  });

  it('declines from the steps with the dialog', async () => {
    const server = installFakeServer({
      'GET /api/offer/enc-1': () => ({ body: { data: testOffer() } }),
      'POST /api/offer/offers/enc-1/decline': () => ({
        body: { data: testOffer({ status: 'Declined' }) },
      }),
    });
    const user = userEvent.setup();
    await renderLetter();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Decline offer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Offer letter has been rejected', durationMs: 5_000 }]),
    );
    expect(server.of('POST', '/api/offer/offers/enc-1/decline')).toHaveLength(1);
  });
});

describe('OfferLetterPage: viewer and download', () => {
  it('refuses to download without content', async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({
        body: {
          data: testOffer({
            status: 'Accepted',
            offer_documents: [testDocument({ status: 'Signed', signed: true, b64_string: null })],
          }),
        },
      }),
    });
    const user = userEvent.setup();
    await renderLetter('/careers/offer-letter/enc-1?domain=acme.example');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(toasts()).toEqual([{ message: 'No offer letter content available', durationMs: 5_000 }]);
  });

  it('hides Download for is_ats offers', async () => {
    installFakeServer({
      'GET /api/offer/enc-1': () => ({
        body: { data: testOffer({ is_ats: true, status: 'Accepted' }) },
      }),
    });
    await renderLetter();
    expect(await screen.findByRole('heading', { name: 'Offer letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
