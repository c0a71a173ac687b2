import type { TenantConfigInput } from '@careers/shared';
import type { LocationFields } from '../positions/position-fields.ts';
import { BERLIN, makePosition, PARIS } from '../../test/positions.ts';

const place = (city: string, country: string, code: string, lat: number, lng: number) =>
  ({
    displayName: `${city}, ${country}`,
    city,
    region: city,
    country,
    countryCode: code,
    latitude: lat,
    longitude: lng,
  }) satisfies LocationFields;

export const MANCHESTER = place('Manchester', 'United Kingdom', 'GB', 53.4808, -2.2426);
const LONDON = place('London', 'United Kingdom', 'GB', 51.5074, -0.1278);
const POTSDAM = place('Potsdam', 'Germany', 'DE', 52.3906, 13.0645);
const MUNICH = place('Munich', 'Germany', 'DE', 48.1351, 11.582);

/** The test's today: positions are posted days before it. */
export const CHAT_TODAY = new Date(Date.UTC(2026, 10, 20, 9));
const daysAgo = (days: number) => new Date(CHAT_TODAY.getTime() - days * 86_400_000);

/** Nurses in and around Manchester, data engineers in and around Berlin, and others. */
// prettier-ignore
export const chatCorpus = () => [
  makePosition({ title: 'Registered Nurse', department: 'Nursing', jobFamily: 'Clinical', isRemote: true, locations: [MANCHESTER], postedAt: daysAgo(2) }),
  makePosition({ title: 'Telehealth Nurse', department: 'Nursing', jobFamily: 'Clinical', isRemote: true, locations: [MANCHESTER], postedAt: daysAgo(10) }),
  makePosition({ title: 'ICU Nurse', department: 'Nursing', jobFamily: 'Clinical', locations: [MANCHESTER], postedAt: daysAgo(1) }),
  makePosition({ title: 'Registered Nurse', department: 'Nursing', jobFamily: 'Clinical', isRemote: true, locations: [LONDON], postedAt: daysAgo(3) }),
  makePosition({ title: 'Senior Data Engineer', department: 'Data', jobFamily: 'Data', skills: ['Python', 'Spark'], locations: [BERLIN], postedAt: daysAgo(2) }),
  makePosition({ title: 'Senior Data Engineer, Streaming', department: 'Data', jobFamily: 'Data', skills: ['Kafka'], locations: [POTSDAM], postedAt: daysAgo(4) }),
  makePosition({ title: 'Senior Data Engineer', department: 'Data', jobFamily: 'Data', locations: [BERLIN], postedAt: daysAgo(20) }),
  makePosition({ title: 'Data Engineer', department: 'Data', jobFamily: 'Data', locations: [BERLIN], postedAt: daysAgo(1) }),
  makePosition({ title: 'Senior Data Engineer', department: 'Data', jobFamily: 'Data', locations: [MUNICH], postedAt: daysAgo(1) }),
  makePosition({ title: 'Backend Engineer', department: 'Engineering', jobFamily: 'Software', skills: ['Python'], locations: [PARIS], postedAt: daysAgo(5) }),
];

export const chatTenantConfig = (
  overrides: Partial<TenantConfigInput['chatbotxConfig']> = {},
): Partial<TenantConfigInput> => ({
  searchConfig: {
    allFilters: ['department', 'employment_type', 'country', 'workplace', 'posted_date'],
  },
  chatbotxConfig: {
    enabled: true,
    faq: [
      {
        question: 'What benefits do you offer?',
        answer: 'Private health insurance, 28 days of holiday and a pension.',
        keywords: ['perks', 'holidays'],
      },
      {
        question: 'How does the hiring process work?',
        answer: 'A call with a recruiter, then two interviews with the team.',
        keywords: ['interview', 'steps'],
      },
    ],
    ...overrides,
  },
});
