import { regionCode, type LocationFields, type StoredPosition } from '../positions/index.ts';
import { worldCountryCodes } from './world-countries.ts';

const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};
const SALARY_UNITS: Record<string, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

export type JobPostingSite = {
  companyName: string;
  /** Absolute. */
  logoUrl: string | undefined;
  /** The employer's own site (tenant config `hosts.companyWebsite`), never the careers site. */
  companyWebsite: string | undefined;
  /** The job page's canonical address. */
  url: string;
  /** The site's apply form is the application (someone can apply through it). */
  canApplyHere: boolean;
};

const postalAddress = (location: LocationFields) => ({
  '@type': 'PostalAddress',
  ...(location.streetAddress && { streetAddress: location.streetAddress }),
  ...(location.city && { addressLocality: location.city }),
  // the short form where the region has one ("WA" for Washington), as Google's examples write it
  ...(location.region && { addressRegion: regionCode(location.countryCode, location.region) }),
  ...(location.postalCode && { postalCode: location.postalCode }),
  addressCountry: location.countryCode ?? location.country,
});

const place = (location: LocationFields) => ({
  '@type': 'Place',
  address: postalAddress(location),
  ...(location.latitude != null &&
    location.longitude != null && {
      geo: {
        '@type': 'GeoCoordinates',
        latitude: location.latitude,
        longitude: location.longitude,
      },
    }),
});

/** A remote job's allowed places: ISO country codes are countries, anything else a region. */
const applicantArea = (name: string) => ({
  '@type': /^[A-Z]{2}$/.test(name) ? 'Country' : 'AdministrativeArea',
  name,
});

/**
 * Where remote applicants may live: the position's list, else its locations' countries, else
 * (a job open worldwide) every country: Google requires applicantLocationRequirements with
 * TELECOMMUTE, and a list of countries is how its docs let a posting say "anywhere".
 */
const applicantAreas = (position: StoredPosition) => {
  const listed = position.remoteLocations.length
    ? position.remoteLocations
    : position.locations.map((location) => location.countryCode ?? location.country);
  const names = listed.filter((name): name is string => Boolean(name));
  return [...new Set(names.length ? names : worldCountryCodes())].map(applicantArea);
};

const baseSalary = (position: StoredPosition) => {
  const hasAmount = position.salaryMin !== null || position.salaryMax !== null;
  // an amount in an unknown currency, or per an unknown period, says nothing true
  if (!hasAmount || !position.salaryCurrency || !position.salaryPeriod) return undefined;
  const isSingle = position.salaryMin === position.salaryMax || position.salaryMax === null;
  return {
    '@type': 'MonetaryAmount',
    currency: position.salaryCurrency,
    value: {
      '@type': 'QuantitativeValue',
      ...(isSingle
        ? { value: position.salaryMin ?? position.salaryMax }
        : {
            ...(position.salaryMin !== null && { minValue: position.salaryMin }),
            maxValue: position.salaryMax,
          }),
      unitText: SALARY_UNITS[position.salaryPeriod],
    },
  };
};

/**
 * schema.org JobPosting with every property Google's job posting guidelines name that the position
 * holds: title, description, datePosted, hiringOrganization (name, sameAs, logo), jobLocation with
 * full postal addresses, and validThrough only from a real closing date; employmentType,
 * identifier, baseSalary, directApply; remote work as jobLocationType TELECOMMUTE with
 * applicantLocationRequirements. A hybrid job is at its locations (Google's TELECOMMUTE is for
 * jobs done fully from home).
 */
export const jobPostingJsonLd = (position: StoredPosition, site: JobPostingSite) => {
  const isRemote = position.workplaceType === 'remote';
  // a remote location is "Remote, Germany": a country to apply from, not a workplace
  const places = isRemote
    ? []
    : position.locations.filter((location) => location.countryCode ?? location.country).map(place);
  const areas = isRemote ? applicantAreas(position) : [];
  const salary = baseSalary(position);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: position.description,
    url: site.url,
    identifier: {
      '@type': 'PropertyValue',
      name: site.companyName,
      value: position.displayJobId ?? String(position.id),
    },
    datePosted: position.postedAt.toISOString(),
    ...(position.closesAt && { validThrough: position.closesAt.toISOString() }),
    employmentType: EMPLOYMENT_TYPES[position.employmentType] ?? 'OTHER',
    directApply: site.canApplyHere,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      ...(site.companyWebsite && { sameAs: site.companyWebsite }),
      ...(site.logoUrl && { logo: site.logoUrl }),
    },
    // one place as the object Google's examples show, several as its list of places
    ...(places.length && { jobLocation: places.length === 1 ? places[0] : places }),
    ...(isRemote && { jobLocationType: 'TELECOMMUTE' }),
    ...(areas.length && { applicantLocationRequirements: areas }),
    ...(salary && { baseSalary: salary }),
    ...(position.skills.length && { skills: position.skills.join(', ') }),
  };
};
