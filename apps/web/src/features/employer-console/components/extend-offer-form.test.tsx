import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testOffer } from '@/lib/testing/offers.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { ExtendOfferForm } from './extend-offer-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const application = {
  id: 3,
  status: 'interviewing' as const,
  candidateId: 7,
  candidateName: 'Sam Lee',
  email: 'sam@example.com',
  appliedAt: '2030-01-02T09:00:00.000Z',
  updatedAt: '2030-01-03T09:00:00.000Z',
};

const extended = () => ({
  status: 201,
  body: { data: { ...testOffer({ enc_id: 'new' }), audit_trail: [] } },
});

const renderForm = async () => {
  const user = userEvent.setup();
  await renderWithProviders(<ExtendOfferForm application={application} positionId={12} />, {
    namespaces: ['employer', 'errors'],
  });
  await user.click(screen.getByText('Extend an offer'));
  return user;
};

describe('extending an offer from the pipeline', () => {
  it('sends a letter written in the console, with its fields, for the server to print', async () => {
    const server = installFakeServer({ 'POST /api/admin/offers': extended });
    const user = await renderForm();
    const send = screen.getByRole('button', { name: 'Send the offer' });
    expect(send).toBeDisabled();

    const source = screen.getByRole('group', { name: 'Letter' });
    await user.click(within(source).getByRole('radio', { name: 'Write it here' }));
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Letter text' });
    expect(text.value).toContain('Dear {{candidate.fullname}},');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('{{position.name}}'));
    await user.clear(text);
    await user.type(text, 'Welcome aboard, {{{{candidate.first_name}}!');
    await user.click(send);

    expect(await screen.findByText('Offer sent to Sam Lee.')).toBeInTheDocument();
    expect(server.of('POST', '/api/admin/offers')[0]!.body).toEqual({
      candidate_email: 'sam@example.com',
      position_id: 12,
      expires_at: null,
      documents: [{ name: 'Offer letter', template: 'Welcome aboard, {{candidate.first_name}}!' }],
    });
  });

  it('uploads the PDF as multipart first, sends the offer naming it, and cannot send an empty letter', async () => {
    const fileId = '6d0f3c1e-8a2b-4c5d-9e7f-0a1b2c3d4e5f';
    const server = installFakeServer({
      'POST /api/admin/offer_files': () => ({
        status: 201,
        body: { data: { file_id: fileId, name: 'letter.pdf', size: 15 } },
      }),
      'POST /api/admin/offers': extended,
    });
    const user = await renderForm();
    const send = screen.getByRole('button', { name: 'Send the offer' });
    await user.click(screen.getByRole('radio', { name: 'Write it here' }));
    await user.clear(screen.getByRole('textbox', { name: 'Letter text' }));
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Upload a PDF' }));
    const pdf = new File(['%PDF-1.7 letter'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Offer letter (PDF)'), pdf);
    await user.click(send);

    expect(await screen.findByText('Offer sent to Sam Lee.')).toBeInTheDocument();
    const [upload] = server.of('POST', '/api/admin/offer_files');
    const sent = (upload!.body as FormData).get('offer_document_pdf_file') as File;
    expect(sent.name).toBe('letter.pdf');
    expect(await sent.text()).toBe('%PDF-1.7 letter');
    const [letter] = (
      server.of('POST', '/api/admin/offers')[0]!.body as { documents: Record<string, string>[] }
    ).documents;
    expect(letter).toEqual({ name: 'Offer letter', file_id: fileId });
  });

  it('says why the server refused the PDF, and sends no offer', async () => {
    const message = 'application/zip is not a type of file this field accepts.';
    const server = installFakeServer({
      'POST /api/admin/offer_files': () => ({
        status: 415,
        body: { message, error: { code: 'file_type_not_allowed', message } },
      }),
      'POST /api/admin/offers': extended,
    });
    const user = await renderForm();
    const pdf = new File(['PK'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Offer letter (PDF)'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted here. Choose another file.',
    );
    expect(server.of('POST', '/api/admin/offers')).toHaveLength(0);
  });
});
