import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { CandidatePage } from './candidate-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const candidate = {
  id: 7,
  name: 'Jordan Rivera',
  email: 'demo@northwind.example',
  profile: {
    firstName: 'Jordan',
    lastName: 'Rivera',
    preferredName: '',
    email: 'demo@northwind.example',
    headline: 'Senior engineer',
    summary: '',
    location: null,
    phones: [],
    links: [],
    workExperience: [],
    education: [],
    skills: [{ name: 'TypeScript', proficiency: null, isParsed: false }],
    languages: [],
    certifications: [],
    jobPreferences: {},
  },
  currentResume: {
    id: 3,
    fileName: 'jordan.pdf',
    contentType: 'application/pdf',
    size: 2048,
    uploadedAt: '2026-11-01T10:00:00.000Z',
    downloadUrl: '/api/admin/candidates/7/resumes/3',
  },
  applications: [
    {
      id: 11,
      positionId: 5,
      positionTitle: 'Cloud Engineer',
      status: 'interviewing',
      appliedAt: '2026-11-09T07:12:00.000Z',
      answers: [
        { name: 'firstName', label: 'First name', value: 'Jordan' },
        { name: 'privacyConsent', label: 'I agree', value: true },
      ],
      history: [
        { status: 'submitted', created_at: '2026-11-09T07:12:00.000Z' },
        { status: 'interviewing', created_at: '2026-11-12T07:12:00.000Z' },
      ],
    },
  ],
};

const open = (id: number) =>
  renderWithProviders(<CandidatePage />, {
    namespaces: ['employer-candidates', 'employer'],
    route: `/employer/candidates/${id}`,
    path: '/employer/candidates/:id',
  });

describe('a candidate’s page', () => {
  it('shows the resume download, and each application with its history and answers', async () => {
    installFakeServer({ 'GET /api/admin/candidates/7': () => ({ body: { data: candidate } }) });
    const user = userEvent.setup();
    await open(7);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download jordan.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/candidates/7/resumes/3',
    );
    const application = screen.getByRole('article', { name: 'Cloud Engineer' });
    const history = within(application).getByRole('list', { name: /Status history/ });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Submitted/), expect.stringMatching(/^Interviewing/)]);
    await user.click(within(application).getByText('Answers: 2'));
    expect(within(application).getByText('Jordan')).toBeVisible();
    expect(within(application).getByText('Yes')).toBeVisible();
  });

  it('says so when the candidate is not one of the site’s', async () => {
    installFakeServer({});
    await open(999);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no such candidate on this site.',
    );
  });
});
