import { describe, expect, it } from 'vitest';
import { BERLIN, makePosition } from '../../test/positions.ts';
import type { StoredPosition } from '../positions/index.ts';
import { jobPostingJsonLd, type JobPostingSite } from './job-posting-json-ld.ts';

/*
 * Google's job posting structured data (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): required datePosted, description, hiringOrganization,
 * jobLocation (a fully remote job may give jobLocationType TELECOMMUTE with
 * applicantLocationRequirements instead) and title; recommended applicantLocationRequirements,
 * baseSalary, directApply, employmentType, identifier, jobLocationType and validThrough.
 */
const REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'title'] as const;
const RECOMMENDED_ON_SITE = [
  'baseSalary',
  'directApply',
  'employmentType',
  'identifier',
  'validThrough',
] as const;

const stored = (overrides: Parameters<typeof makePosition>[0] = {}): StoredPosition => ({
  ...makePosition(overrides),
  id: 42,
  tenantId: 1,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
});

const site: JobPostingSite = {
  companyName: 'Acme Robotics',
  logoUrl: 'https://jobs.acme.example/logo.png',
  companyWebsite: 'https://www.acme.example/',
  url: 'https://jobs.acme.example/careers/job/42',
  canApplyHere: true,
};

describe('JobPosting JSON-LD', () => {
  it("holds Google's required and recommended properties for an on-site job", () => {
    const posting = jobPostingJsonLd(
      stored({
        displayJobId: 'AR-7',
        closesAt: new Date('2027-01-31T23:59:59Z'),
        salaryMin: 60_000,
        salaryMax: 80_000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        locations: [{ ...BERLIN, streetAddress: 'Friedrichstraße 68', postalCode: '10117' }],
      }),
      site,
    );
    for (const property of [...REQUIRED, ...RECOMMENDED_ON_SITE, 'jobLocation'])
      expect(posting, property).toHaveProperty(property);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      url: site.url,
      validThrough: '2027-01-31T23:59:59.000Z',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Robotics', value: 'AR-7' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Robotics',
        sameAs: 'https://www.acme.example/',
        logo: 'https://jobs.acme.example/logo.png',
      },
      // one place is the object Google's examples show; Berlin's region by its ISO 3166-2 code
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Friedrichstraße 68',
          addressLocality: 'Berlin',
          addressRegion: 'BE',
          postalCode: '10117',
          addressCountry: 'DE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 60_000,
          maxValue: 80_000,
          unitText: 'YEAR',
        },
      },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('says nothing it does not know: no invented validThrough, salary currency or sameAs', () => {
    const posting = jobPostingJsonLd(stored({ salaryMin: 50_000, salaryPeriod: 'year' }), {
      ...site,
      companyWebsite: undefined,
      logoUrl: undefined,
      canApplyHere: false,
    });
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Robotics' });
    expect(posting.directApply).toBe(false);
    expect(posting.identifier.value).toBe('42');
  });

  it('marks a remote job TELECOMMUTE with the countries and regions applicants may live in', () => {
    const posting = jobPostingJsonLd(
      stored({
        workplaceType: 'remote',
        remoteLocations: ['DE', 'FR', 'European Union'],
        locations: [
          {
            ...BERLIN,
            displayName: 'Remote, Germany',
            city: null,
            region: null,
            latitude: null,
            longitude: null,
          },
        ],
      }),
      site,
    );
    for (const property of [...REQUIRED, 'jobLocationType', 'applicantLocationRequirements'])
      expect(posting, property).toHaveProperty(property);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'DE' },
        { '@type': 'Country', name: 'FR' },
        { '@type': 'AdministrativeArea', name: 'European Union' },
      ],
    });
    // "Remote, Germany" is where applicants live, not an office: no jobLocation, no "Remote" country
    expect(posting).not.toHaveProperty('jobLocation');
    expect(JSON.stringify(posting)).not.toContain('"addressCountry":"Remote"');
  });

  it('opens a worldwide remote job to every country, as a list Google reads', () => {
    const remote = { ...BERLIN, displayName: 'Remote', city: null, region: null, country: null };
    const posting = jobPostingJsonLd(
      stored({
        workplaceType: 'remote',
        remoteLocations: [],
        locations: [{ ...remote, countryCode: null, latitude: null, longitude: null }],
      }),
      site,
    );
    const areas = posting.applicantLocationRequirements ?? [];
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(areas.length).toBeGreaterThan(240);
    expect(areas).toContainEqual({ '@type': 'Country', name: 'US' });
    expect(areas).toContainEqual({ '@type': 'Country', name: 'BR' });
    expect(areas.every((area) => area['@type'] === 'Country')).toBe(true);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
  });

  it('writes a US state as its code and keeps a region that has no letter code', () => {
    const seattle = {
      ...BERLIN,
      displayName: 'Seattle, WA, United States',
      city: 'Seattle',
      region: 'Washington',
      country: 'United States',
      countryCode: 'US',
    };
    const milan = { ...seattle, city: 'Milan', region: 'Lombardy', countryCode: 'IT' };
    const posting = jobPostingJsonLd(stored({ locations: [seattle, milan] }), site);
    const places = posting.jobLocation as { address: { addressRegion?: string } }[];
    expect(places.map((place) => place.address.addressRegion)).toEqual(['WA', 'Lombardy']);
  });

  it('keeps a hybrid job at its offices, without TELECOMMUTE', () => {
    const posting = jobPostingJsonLd(stored({ workplaceType: 'hybrid' }), site);
    expect(posting).toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('jobLocationType');
  });
});
