import { describe, expect, it } from 'vitest';
import type { StoredPosition } from '../positions/index.ts';
import { readMatchProfile } from './candidate-profile.ts';
import { computeMatch } from './compute-match.ts';

const now = new Date('2026-06-01T00:00:00Z');

const position = (overrides: Partial<StoredPosition> = {}): StoredPosition => ({
  id: 1,
  tenantId: 1,
  title: 'Senior Backend Engineer',
  description: '<p>Build APIs.</p>',
  defaultLanguage: 'en',
  translations: [],
  department: 'Engineering',
  jobFamily: 'Software Engineering',
  employmentType: 'full_time',
  displayJobId: null,
  workplaceType: 'onsite',
  isRemote: false,
  remoteLocations: [],
  postedAt: new Date('2026-05-01T00:00:00Z'),
  createdAt: new Date('2026-05-01T00:00:00Z'),
  closesAt: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  skills: ['Node.js', 'PostgreSQL', 'Kubernetes'],
  status: 'open',
  updatedAt: now,
  locations: [
    {
      displayName: 'Austin, TX, United States',
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      countryCode: 'US',
      latitude: 30.27,
      longitude: -97.74,
    },
  ],
  ...overrides,
});

const engineer = readMatchProfile({
  location: {
    city: 'Dallas',
    region: 'Texas',
    country: 'United States',
    latitude: 32.78,
    longitude: -96.8,
  },
  skills: [{ name: 'NodeJS', proficiency: 'expert', isParsed: false }, { name: 'postgresql' }],
  workExperience: [
    {
      title: 'Backend Engineer',
      company: 'A',
      startDate: '2019-06',
      isCurrent: true,
      description: 'Ran Kubernetes clusters.',
    },
    { title: 'Barista', company: 'B', startDate: '2017-01', endDate: '2019-05', description: '' },
  ],
  jobPreferences: { workplaceTypes: ['remote'], employmentTypes: ['contract'] },
});

describe('readMatchProfile', () => {
  it("reads the profile's skill items by name, and plain strings as older profiles kept them", () => {
    expect(engineer.skills).toEqual(['NodeJS', 'postgresql']);
    expect(readMatchProfile({ skills: ['SQL', { name: 'Go' }, { level: 3 }] }).skills).toEqual([
      'SQL',
      'Go',
    ]);
    expect(engineer.jobPreferences?.workplaceTypes).toEqual(['remote']);
  });
});

describe('computeMatch', () => {
  it('matches skills across spellings and from job descriptions', () => {
    const match = computeMatch(engineer, position(), { now }, 70);
    expect(match.skills).toEqual({ matched: ['Node.js', 'PostgreSQL', 'Kubernetes'], missing: [] });
  });

  it('counts related experience and total years, and finds the closest title', () => {
    const match = computeMatch(engineer, position(), { now }, 70);
    expect(match.relatedExperience).toEqual([
      { title: 'Backend Engineer', company: 'A', years: 7 },
    ]);
    expect(match.yearsOfExperience).toBe(9.3);
    expect(match.titleMatch).toEqual({ isMatch: true, closestTitle: 'Backend Engineer' });
  });

  it('reads location fit: same region, remote, relocation', () => {
    expect(computeMatch(engineer, position(), { now }, 70).location).toMatchObject({
      fit: 'same_region',
      distanceKm: expect.any(Number),
    });
    expect(computeMatch(engineer, position({ isRemote: true }), { now }, 70).location.fit).toBe(
      'remote',
    );
    const berlin = position({
      locations: [
        {
          displayName: 'Berlin, Germany',
          city: 'Berlin',
          region: null,
          country: 'Germany',
          countryCode: 'DE',
          latitude: 52.52,
          longitude: 13.4,
        },
      ],
    });
    expect(computeMatch(engineer, berlin, { now }, 70).location.fit).toBe('relocation');
  });

  it('scores better fits higher and rates stars and strong matches against the threshold', () => {
    const good = computeMatch(engineer, position(), { now }, 70);
    const poor = computeMatch(
      engineer,
      position({
        title: 'Pharmacist',
        jobFamily: 'Pharmacy',
        department: 'Healthcare',
        skills: ['Pharmacology'],
      }),
      { now },
      70,
    );
    expect(good.score).toBeGreaterThan(poor.score!);
    expect(good.employmentTypeMatch).toBe(false);
    expect(good.stars).toBe(Math.round((good.score! / 20) * 2) / 2);
    expect(good.isStrongMatch).toBe(good.score! >= 70);
    expect(computeMatch(engineer, position(), { now }, 0).isStrongMatch).toBe(true);
    expect(computeMatch(engineer, position(), { now }, 100).isStrongMatch).toBe(good.score === 100);
  });
});
