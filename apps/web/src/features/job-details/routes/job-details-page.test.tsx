import type { MatchDetails, PositionDetailsResult, PositionInsights } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBootData, makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { makeProfile } from '@/lib/testing/profile.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { JobDetailsPage } from './job-details-page.tsx';

const details = (isSaved = false): PositionDetailsResult => ({
  position: {
    id: 7,
    name: 'Robot Whisperer',
    description: '<p>Teach robots to listen.</p><script>window.hacked = true</script>',
    language: 'en',
    languages: ['en'],
    department: 'Engineering',
    category: 'Robotics',
    employmentType: 'full_time',
    isRemote: false,
    location: 'Berlin, Germany',
    locations: [
      {
        name: 'Berlin, Germany',
        city: 'Berlin',
        region: null,
        country: 'Germany',
        countryCode: 'DE',
        lat: 52.5,
        lng: 13.4,
      },
    ],
    postedTs: Math.floor(Date.now() / 1000) - 3 * 86_400,
    closesTs: null,
    salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
    skills: ['Go', 'Robotics'],
    archived_at: null,
    positionUserActions: { isSaved },
  },
  metadata: { isFallback: false },
});

const match: MatchDetails = {
  status: 'ok',
  score: 82,
  stars: 4,
  threshold: 70,
  isStrongMatch: true,
  skills: { matched: ['Go'], missing: ['Robotics'] },
  titleMatch: { isMatch: true, closestTitle: 'Robot Engineer' },
  relatedExperience: [{ title: 'Robot Engineer', company: 'Kuka', years: 4 }],
  yearsOfExperience: 6,
  location: { fit: 'same_city', candidateLocation: 'Berlin, Germany', distanceKm: 3 },
  employmentTypeMatch: true,
};

const insights: PositionInsights = {
  postedDaysAgo: 3,
  similarRoles: [
    { id: 8, name: 'Robot Trainer', department: 'Engineering', location: 'Paris', postedTs: 1 },
  ],
  topSkills: [{ skill: 'Go', count: 5, isRequired: true }],
  rolesCompared: 6,
  team: { name: 'Engineering', openCount: 2, positions: [] },
};

const renderPage = (
  route = '/careers/job/7?domain=acme.example',
  bootData = makeSignedInBootData(),
) =>
  renderWithProviders(<JobDetailsPage />, {
    namespaces: ['job-details', 'profile'],
    route,
    path: route.includes('private') ? '/careers/job/private' : '/careers/job/:pid',
    bootData,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('JobDetailsPage', () => {
  it('asks for the match and the insights while the position is still loading', async () => {
    let answerDetails = () => {};
    const detailsAnswered = new Promise<void>((resolve) => (answerDetails = resolve));
    const server = installFakeServer({
      'GET /api/pcsx/position_details': async () => {
        await detailsAnswered;
        return { body: { data: details() } };
      },
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage();
    await waitFor(() => {
      expect(server.of('GET', '/api/pcsx/match_details')).toHaveLength(1);
      expect(server.of('GET', '/api/pcsx/position_insights')).toHaveLength(1);
    });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answerDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Robot Whisperer' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your match' })).toBeVisible();
    expect(server.of('GET', '/api/pcsx/match_details')).toHaveLength(1);
  });

  it("marks the posting's title and description with their language, and direction when it differs", async () => {
    const arabic = details();
    arabic.position = {
      ...arabic.position,
      name: 'مُحاور الروبوتات',
      description: '<p>علّم الروبوتات الإصغاء.</p>',
      language: 'ar',
      languages: ['en', 'ar'],
    };
    installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: arabic } }),
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'مُحاور الروبوتات' });
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
    const description = (await screen.findByText('علّم الروبوتات الإصغاء.')).parentElement!;
    expect(description).toHaveAttribute('lang', 'ar');
    expect(description).toHaveAttribute('dir', 'rtl');
  });

  it('gives an English posting on an English page its lang and the page direction', async () => {
    installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Robot Whisperer' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).not.toHaveAttribute('dir');
  });

  it('loads the position, its match and its insights in parallel', async () => {
    const server = installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Robot Whisperer' })).toBeVisible();
    expect(screen.getByText('Teach robots to listen.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('€70,000 – €90,000 a year')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/careers/apply?domain=acme.example&pid=7',
    );
    const matchCard = await screen.findByRole('region', { name: 'Your match' });
    expect(within(matchCard).getByText('82%')).toBeVisible();
    expect(within(matchCard).getByText('Strong match')).toBeVisible();
    expect(within(matchCard).getByText('4 out of 5 stars')).toBeInTheDocument();
    const insightsCard = await screen.findByRole('region', { name: 'Insights' });
    expect(within(insightsCard).getByRole('link', { name: 'Robot Trainer' })).toBeVisible();
    expect(within(insightsCard).getByText('Posted 3 days ago')).toBeVisible();
    // All three calls went out before any of them answered.
    expect(
      server.requests
        .slice(0, 3)
        .map((request) => request.path)
        .sort(),
    ).toEqual([
      '/api/pcsx/match_details',
      '/api/pcsx/position_details',
      '/api/pcsx/position_insights',
    ]);
  });

  it('hides only the match when it fails, and reads private links', async () => {
    installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => errorReply(500, 'boom'),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage('/careers/job/private?pid=7&domain=acme.example');
    expect(await screen.findByRole('region', { name: 'Insights' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your match' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Robot Whisperer' })).toBeVisible();
  });

  it("says 'Failed to load position details' for 2 seconds when the position fails", async () => {
    installFakeServer({
      'GET /api/pcsx/position_details': () => errorReply(500, 'Server error. Please try again.'),
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Failed to load position details' }),
    ).toBeVisible();
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ message: 'Failed to load position details', durationMs: 2000 }),
    ]);
  });

  it('says when the position is not available', async () => {
    installFakeServer({
      'GET /api/pcsx/position_details': () => errorReply(404, 'Position 7 is no longer open.'),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'This job is not available' })).toBeVisible();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('saves the position and shows it saved', async () => {
    const server = installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => ({ body: { data: match } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
      'POST /api/pcsx/positions/saved': () => ({
        body: { data: { position_id: 7, isSaved: true } },
      }),
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(server.of('POST', '/api/pcsx/positions/saved')[0]?.body).toEqual({
      position_id: 7,
      isSaved: true,
      domain: 'acme.example',
    });
  });

  it('invites a visitor to sign in for the match', async () => {
    installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => ({
        body: { data: { ...match, status: 'visitor', score: null, stars: null } },
      }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
    });
    await renderPage('/careers/job/7?domain=acme.example', makeBootData());
    expect(await screen.findByRole('button', { name: 'Sign in to see your match' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your match' })).toHaveTextContent(
      'Sign in or upload your resume',
    );
  });

  it('after an upload from the match card, the focus goes to the match and an unsure name is asked there', async () => {
    let hasUploaded = false;
    const noProfile = { ...match, status: 'no_profile' as const, score: null, stars: null };
    installFakeServer({
      'GET /api/pcsx/position_details': () => ({ body: { data: details() } }),
      'GET /api/pcsx/match_details': () => ({ body: { data: hasUploaded ? match : noProfile } }),
      'GET /api/pcsx/position_insights': () => ({ body: { data: insights } }),
      'POST /api/pcsx/upload_resume': () => {
        hasUploaded = true;
        const suggestion = { field: 'name' as const, firstName: 'Jonas', lastName: 'Becker' };
        return {
          body: {
            data: {
              candidate: makeProfile({
                firstName: '',
                lastName: '',
                resumeSuggestions: [suggestion],
              }),
              parse: {
                textReadable: true,
                filledFields: [],
                addedItems: 3,
                suggestedFields: ['name'],
              },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    const card = await screen.findByRole('region', { name: 'Your match' });
    await within(card).findByRole('button', { name: 'Upload your resume' });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'jonas.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(card).findByText('82%')).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByRole('heading', { level: 2, name: 'Your match' })).toHaveFocus(),
    );
    expect(
      await within(card).findByText('We read your name as “Jonas Becker”. Is that your name?'),
    ).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Skills to add or learn' })).toHaveTextContent(
      'Robotics',
    );
  });
});
