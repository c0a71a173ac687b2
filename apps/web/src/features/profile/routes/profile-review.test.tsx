import type { Profile, ResumeReviewBody } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { analysis, makeProfile } from '@/lib/testing/profile.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { ProfilePage } from './profile-page.tsx';

const renderPage = () =>
  renderWithProviders(<ProfilePage />, {
    namespaces: ['profile', 'form-toolkit'],
    route: '/careers/profile?domain=acme.example',
    bootData: makeSignedInBootData(),
  });

const section = (name: string) => screen.findByRole('region', { name });

/** What the server does with a review, enough for the page to redraw from its answer. */
const applyReview = (profile: Profile, body: ResumeReviewBody): Profile => {
  const next = structuredClone(profile);
  const { action, field, index } = body;
  if (action === 'undo' || action === 'keep') {
    if (field && (next.parsedFields as string[]).includes(field)) {
      next.parsedFields = next.parsedFields.filter((marked) => marked !== field);
      if (action === 'undo' && (field === 'firstName' || field === 'headline')) next[field] = '';
      if (action === 'undo' && field === 'email') next.email = 'ada@example.com';
    }
    if (field === 'workExperience' && index !== undefined)
      next.workExperience[index]!.isParsed = false;
  }
  if (action === 'accept' || action === 'dismiss') {
    if (action === 'accept' && field === 'name')
      Object.assign(next, { firstName: 'Epic', lastName: 'Ehr' });
    next.resumeSuggestions = next.resumeSuggestions.filter((item) => item.field !== field);
  }
  if (action === 'keep_all') {
    next.parsedFields = [];
    for (const list of [next.workExperience, next.skills, next.phones])
      for (const item of list) item.isParsed = false;
  }
  if (action === 'undo_all') {
    next.parsedFields = [];
    next.headline = '';
    next.workExperience = next.workExperience.filter((item) => !item.isParsed);
    next.skills = next.skills.filter((item) => !item.isParsed);
    next.phones = next.phones.filter((item) => !item.isParsed);
    next.resumeSuggestions = [];
  }
  return next;
};

const installReviewServer = (initial: Profile) => {
  let profile = initial;
  return installFakeServer({
    'GET /api/pcsx/profile_details': () => ({ body: { data: { profile } } }),
    'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
    'POST /api/pcsx/resume_review': (request) => {
      profile = applyReview(profile, request.body as ResumeReviewBody);
      return { body: { data: { profile } } };
    },
  });
};

const reviews = (server: ReturnType<typeof installFakeServer>) =>
  server.of('POST', '/api/pcsx/resume_review').map((request) => {
    const { domain: _domain, ...body } = request.body as ResumeReviewBody;
    return body;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('ProfilePage: the review of a resume upload', () => {
  it('marks each filled field New with Undo and Keep named after it; undo empties it and the focus moves on', async () => {
    const user = userEvent.setup();
    const server = installReviewServer(
      makeProfile({ parsedFields: ['firstName', 'headline', 'email'] }),
    );
    await renderPage();
    const basics = await section('About you');
    const firstName = within(basics).getByText('First name').closest('div')!;
    expect(within(firstName).getByText('New')).toBeVisible();
    const lastName = within(basics).getByText('Last name').closest('div')!;
    expect(within(lastName).queryByText('New')).not.toBeInTheDocument();
    expect(within(basics).getByRole('button', { name: 'Keep headline' })).toBeVisible();
    const contact = await section('Contact');
    expect(within(contact).getByRole('button', { name: 'Undo email address' })).toBeVisible();

    await user.click(within(basics).getByRole('button', { name: 'Undo first name' }));
    await waitFor(() => expect(within(basics).queryByText('First name')).not.toBeInTheDocument());
    expect(reviews(server)).toEqual([{ action: 'undo', field: 'firstName' }]);
    // the next field of the card still to review takes the focus
    expect(within(basics).getByRole('button', { name: 'Undo headline' })).toHaveFocus();

    await user.keyboard('{Tab}{Enter}');
    await waitFor(() =>
      expect(
        within(basics).queryByRole('button', { name: 'Keep headline' }),
      ).not.toBeInTheDocument(),
    );
    expect(reviews(server).at(-1)).toEqual({ action: 'keep', field: 'headline' });
    expect(within(basics).getByText('Analyst')).toBeVisible();
    // nothing left to review in the card: its Edit button has the focus
    expect(within(basics).getByRole('button', { name: 'Edit About you' })).toHaveFocus();
  });

  it('keeps a parsed job: its New tag goes and the focus is on its Edit button', async () => {
    const user = userEvent.setup();
    const server = installReviewServer(makeProfile());
    await renderPage();
    const work = await section('Work experience');
    // a typed job has nothing to keep
    expect(
      within(work).queryByRole('button', { name: 'Keep Analyst at Babbage & Co' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(work).getByRole('button', { name: 'Keep Translator at Royal Society' }),
    );
    const job = await within(work).findByRole('article', { name: 'Translator at Royal Society' });
    await waitFor(() => expect(within(job).queryByText('New')).not.toBeInTheDocument());
    expect(reviews(server)).toEqual([{ action: 'keep', field: 'workExperience', index: 1 }]);
    expect(
      within(job).getByRole('button', { name: 'Edit Translator at Royal Society' }),
    ).toHaveFocus();
  });

  it('offers what the parse was not sure of until answered: Use it writes the name, Dismiss the phone', async () => {
    const user = userEvent.setup();
    const server = installReviewServer(
      makeProfile({
        firstName: '',
        lastName: '',
        phones: [],
        workExperience: [],
        skills: [],
        resumeSuggestions: [
          { field: 'name', firstName: 'Epic', lastName: 'Ehr' },
          { field: 'phone', number: '+16145550147', type: 'mobile' },
        ],
      }),
    );
    await renderPage();
    const panel = await section('Check what we read from your resume');
    expect(
      within(panel).getByText('We read your name as “Epic Ehr”. Is that your name?'),
    ).toBeVisible();
    expect(
      within(panel).getByText('We read your phone number as “+16145550147”. Is it yours?'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Use it as your name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Epic Ehr' })).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Use it as your phone number' }),
    ).toHaveFocus();
    await user.click(
      within(panel).getByRole('button', { name: 'Dismiss the phone number we read' }),
    );
    const done = await within(panel).findByText('Thank you. Your profile is up to date.');
    expect(done).toHaveFocus();
    expect(reviews(server)).toEqual([
      { action: 'accept', field: 'name' },
      { action: 'dismiss', field: 'phone' },
    ]);
    expect(within(await section('Phone numbers')).getByText('No phone number yet.')).toBeVisible();
  });

  it('keep all takes every mark away; undo all asks first, then removes what the resume added', async () => {
    const user = userEvent.setup();
    const server = installReviewServer(makeProfile({ parsedFields: ['headline'] }));
    await renderPage();
    const panel = await section('Check what we read from your resume');
    // the headline, a phone, a job and a skill
    expect(
      within(panel).getByText(
        'Filled in from your resume and marked New: 4. Keep or undo each one, or all at once.',
      ),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Undo all' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Undo everything filled in from your resume?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reviews(server)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Undo all' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo all' }),
    );
    const done = await within(panel).findByText('Thank you. Your profile is up to date.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(reviews(server)).toEqual([{ action: 'undo_all' }]);
    expect(within(await section('Skills')).getByText('No skills yet.')).toBeVisible();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('keep all leaves the values and takes the tags away', async () => {
    const user = userEvent.setup();
    const server = installReviewServer(makeProfile({ parsedFields: ['headline'] }));
    await renderPage();
    const panel = await section('Check what we read from your resume');
    await user.click(within(panel).getByRole('button', { name: 'Keep all' }));
    expect(await within(panel).findByText('Thank you. Your profile is up to date.')).toHaveFocus();
    expect(reviews(server)).toEqual([{ action: 'keep_all' }]);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(within(await section('Skills')).getByText('Mathematics')).toBeVisible();
  });

  it('a failed review says so and leaves the focus on its button', async () => {
    const user = userEvent.setup();
    installFakeServer({
      'GET /api/pcsx/profile_details': () => ({
        body: { data: { profile: makeProfile({ parsedFields: ['headline'] }) } },
      }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
      'POST /api/pcsx/resume_review': () => errorReply(500, 'boom'),
    });
    await renderPage();
    const basics = await section('About you');
    const undo = within(basics).getByRole('button', { name: 'Undo headline' });
    await user.click(undo);
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
        'Something went wrong. Please try again',
      ]),
    );
    expect(undo).toHaveFocus();
    expect(within(basics).getByText('Analyst')).toBeVisible();
  });
});
