import type { Application, DraftApplication } from '@careers/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApplications, useDraftApplications } from '@/lib/data/applications.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { useSubmitApplications } from './save-application.ts';

const position = { id: 7, name: 'Robot Whisperer', archived_at: null };
const draft: DraftApplication = {
  position_id: 7,
  position,
  updated_at: '2026-11-20T10:00:00Z',
};
const application: Application = {
  id: 1,
  position_id: 7,
  position,
  status: 'submitted',
  submitted_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
};

/** What the dashboard's list adds to an application: its history and what comes next. */
const listedExtras = {
  history: [{ status: 'submitted', created_at: '2026-11-21T10:00:00Z' }],
  nextStep: 'awaiting_review',
  canWithdraw: true,
} as const;

/** The applications page's lists (another feature's view of the same data) beside a submit button. */
const Probe = () => {
  const applications = useApplications();
  const drafts = useDraftApplications();
  const submit = useSubmitApplications([7]);
  return (
    <>
      <p>{`drafts: ${drafts.data?.length ?? '-'}`}</p>
      <p>{`applications: ${applications.data?.applications.length ?? '-'}`}</p>
      <button type="button" onClick={() => submit.mutate({ answers: { firstName: 'Sam' } })}>
        Apply
      </button>
    </>
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSubmitApplications', () => {
  it('applies, and the drafts and applications lists follow without a reload', async () => {
    let hasApplied = false;
    const server = installFakeServer({
      'GET /api/pcsx/draft_applications': () => ({
        body: { data: { draft_applications: hasApplied ? [] : [draft] } },
      }),
      'GET /api/pcsx/dashboard/applications': () => ({
        body: {
          data: {
            applications: hasApplied ? [{ ...application, ...listedExtras }] : [],
            inactiveApplications: [],
          },
        },
      }),
      'POST /api/pcsx/apply': () => {
        hasApplied = true;
        return { status: 201, body: { data: application } };
      },
    });
    await renderWithProviders(<Probe />, {
      namespaces: [],
      route: '/careers/apply?domain=acme.example&pid=7',
      bootData: makeSignedInBootData(),
    });
    expect(await screen.findByText('drafts: 1')).toBeVisible();
    expect(await screen.findByText('applications: 0')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('drafts: 0')).toBeVisible();
    expect(await screen.findByText('applications: 1')).toBeVisible();
    expect(server.of('POST', '/api/pcsx/apply')[0]?.body).toEqual({
      domain: 'acme.example',
      position_id: 7,
      answers: { firstName: 'Sam' },
    });
  });
});
