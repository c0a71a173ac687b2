import type { StoredPosition } from '../positions/index.ts';
import { htmlToText } from '../../services/text/html-to-text.ts';

const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};
const SALARY_UNITS: Record<string, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Without a closing date, a posting is said to be valid this long after it was posted. */
const DEFAULT_VALIDITY_DAYS = 60;

type Site = { companyName: string; logoUrl: string | undefined; siteUrl: string };

/**
 * schema.org JobPosting for a position (Google's required and recommended properties): title,
 * description, datePosted, validThrough, employmentType, hiringOrganization, jobLocation or
 * jobLocationType TELECOMMUTE with applicantLocationRequirements, baseSalary, identifier.
 */
export const jobPostingJsonLd = (position: StoredPosition, site: Site, now: Date) => {
  const validThrough =
    position.closesAt ??
    new Date(
      Math.max(
        position.postedAt.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS,
        now.getTime() + DAY_MS,
      ),
    );
  const places = position.locations.map((location) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(location.city && { addressLocality: location.city }),
      ...(location.region && { addressRegion: location.region }),
      addressCountry: location.countryCode ?? location.country ?? location.displayName,
    },
    ...(location.latitude != null &&
      location.longitude != null && {
        geo: {
          '@type': 'GeoCoordinates',
          latitude: location.latitude,
          longitude: location.longitude,
        },
      }),
  }));
  const countries = [
    ...new Set(
      position.locations
        .map((location) => location.country ?? location.countryCode)
        .filter((country): country is string => Boolean(country)),
    ),
  ];
  const hasSalary = position.salaryMin !== null || position.salaryMax !== null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: position.description,
    identifier: {
      '@type': 'PropertyValue',
      name: site.companyName,
      value: String(position.id),
    },
    datePosted: position.postedAt.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[position.employmentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      sameAs: site.siteUrl,
      ...(site.logoUrl && { logo: site.logoUrl }),
    },
    ...(places.length && { jobLocation: places }),
    ...(position.isRemote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: countries.length
        ? countries.map((name) => ({ '@type': 'Country', name }))
        : [{ '@type': 'Country', name: 'Worldwide' }],
    }),
    ...(hasSalary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: position.salaryCurrency ?? 'USD',
        value: {
          '@type': 'QuantitativeValue',
          ...(position.salaryMin !== null && { minValue: position.salaryMin }),
          ...(position.salaryMax !== null && { maxValue: position.salaryMax }),
          unitText: SALARY_UNITS[position.salaryPeriod ?? 'year'] ?? 'YEAR',
        },
      },
    }),
    industry: position.department,
    occupationalCategory: position.jobFamily,
    skills: position.skills.join(', '),
  };
};

/** A short plain-text summary for the meta description and Open Graph. */
export const metaDescription = (position: StoredPosition, companyName: string) => {
  const text = htmlToText(position.description).replace(/\s+/g, ' ').trim();
  const where = position.locations[0]?.displayName ?? (position.isRemote ? 'Remote' : '');
  const lead = `${position.title} at ${companyName}${where ? `, ${where}` : ''}. `;
  const room = 160 - lead.length;
  return lead + (text.length > room ? `${text.slice(0, Math.max(0, room - 1)).trimEnd()}…` : text);
};
