import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/lib/testing/profile.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { ToastContainer } from '@/lib/toast/index.ts';
import { ResumeUpload } from './resume-upload.tsx';

const renderUpload = () =>
  renderWithProviders(
    <>
      <ResumeUpload />
      <ToastContainer />
    </>,
    {
      namespaces: ['profile'],
      bootData: makeSignedInBootData(),
    },
  );

const resumeFile = () => new File(['%PDF-1.7 resume'], 'ada.pdf', { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResumeUpload', () => {
  it('accepts one file of the allowed types, and cancel closes the confirmation without uploading', async () => {
    const user = userEvent.setup();
    const server = installFakeServer({});
    await renderUpload();
    expect(fileInput()).toHaveAttribute('accept', '.doc,.docx,.odt,.pdf,.txt,.png,.jpg,.jpeg');
    expect(fileInput()).not.toHaveAttribute('multiple');
    await user.upload(fileInput(), resumeFile());
    const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
    expect(within(dialog).getByText('ada.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests).toHaveLength(0);
  });

  it('uploads on confirm, replaces the profile and refreshes search, match and apply form', async () => {
    const user = userEvent.setup();
    const candidate = makeProfile();
    const server = installFakeServer({
      'POST /api/pcsx/upload_resume': () => ({
        body: {
          data: {
            candidate,
            parse: {
              textReadable: true,
              filledFields: ['firstName', 'email'],
              addedItems: 5,
              suggestedFields: [],
            },
          },
        },
      }),
    });
    const { queryClient } = await renderUpload();
    const searchKey = queryKeys.search.results('acme.example', 'en', {} as never);
    const matchKey = queryKeys.matchDetails.one('acme.example', true, 7);
    queryClient.setQueryData(searchKey, { seeded: true });
    queryClient.setQueryData(matchKey, { status: 'no_profile' });

    await user.upload(fileInput(), resumeFile());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('We filled 7 fields from your resume — review the items marked New.'),
    ).toBeVisible();
    const [init] = server.fetchMock.mock.calls.map(([, options]) => options).filter(Boolean);
    const body = init?.body as FormData;
    expect(body.get('resume_file_name')).toBe('ada.pdf');
    expect(String(body.get('resume_content'))).toMatch(/^data:application\/pdf;base64,/);
    expect(body.get('domain')).toBe('acme.example');
    expect(queryClient.getQueryData(queryKeys.profile.details('acme.example'))).toEqual(candidate);
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(matchKey)?.isInvalidated).toBe(true);
  });

  it('says when the text of the file could not be read', async () => {
    const user = userEvent.setup();
    installFakeServer({
      'POST /api/pcsx/upload_resume': () => ({
        body: {
          data: {
            candidate: makeProfile(),
            parse: { textReadable: false, filledFields: [], addedItems: 0, suggestedFields: [] },
          },
        },
      }),
    });
    await renderUpload();
    await user.upload(fileInput(), new File(['png'], 'scan.png', { type: 'image/png' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }),
    );
    expect(await screen.findByText(/its text could not be read/)).toBeVisible();
  });

  it('says what it filled and what it was not sure of in sentences of their own', async () => {
    const user = userEvent.setup();
    installFakeServer({
      'POST /api/pcsx/upload_resume': () => ({
        body: {
          data: {
            candidate: makeProfile(),
            parse: {
              textReadable: true,
              filledFields: ['email'],
              addedItems: 2,
              suggestedFields: ['name', 'phone'],
            },
          },
        },
      }),
    });
    await renderUpload();
    await user.upload(fileInput(), resumeFile());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }),
    );
    expect(
      await screen.findByText(
        'We filled 3 fields from your resume — review the items marked New. Please check: we were not sure of your name and your phone number.',
      ),
    ).toBeVisible();
  });
});
