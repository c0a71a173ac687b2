import type { Profile } from '@careers/shared';
import { fullNameOf } from '../../../services/resume-pdf/full-name.ts';

const FLUENCY_NAMES: Record<string, string> = {
  elementary: 'Elementary proficiency',
  limited_working: 'Limited working proficiency',
  professional_working: 'Professional working proficiency',
  full_professional: 'Full professional proficiency',
  native: 'Native or bilingual proficiency',
};

/** Drops empty strings, nulls and empty lists, which JSON Resume's formats would refuse. */
const compact = <T extends Record<string, unknown>>(object: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== '' &&
        value !== null &&
        value !== undefined &&
        !(Array.isArray(value) && !value.length),
    ),
  ) as Partial<T>;

/** The profile as a JSON Resume 1.0.0 document (jsonresume.org's schema). */
export const toJsonResume = (profile: Profile) => ({
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: compact({
    name: fullNameOf(profile),
    label: profile.headline,
    email: profile.email,
    phone: profile.phones[0]?.number ?? '',
    summary: profile.summary,
    location: profile.location
      ? compact({
          city: profile.location.city,
          region: profile.location.region,
          countryCode: profile.location.countryCode,
        })
      : null,
    profiles: profile.links.map((link) => compact({ network: link.kind, url: link.url })),
  }),
  work: profile.workExperience.map((job) =>
    compact({
      name: job.company,
      position: job.title,
      location: job.location,
      startDate: job.startDate,
      endDate: job.isCurrent ? null : job.endDate,
      summary: job.description,
    }),
  ),
  education: profile.education.map((school) =>
    compact({
      institution: school.institution,
      area: school.field,
      studyType: school.degree,
      startDate: school.startDate,
      endDate: school.endDate,
    }),
  ),
  skills: profile.skills.map((skill) => ({
    ...compact({ name: skill.name, level: skill.proficiency }),
    keywords: [] as string[],
  })),
  languages: profile.languages.map((language) =>
    compact({
      language: language.name,
      fluency: language.fluency ? FLUENCY_NAMES[language.fluency] : null,
    }),
  ),
  certificates: profile.certifications.map((certificate) =>
    compact({ name: certificate.name, issuer: certificate.issuer, date: certificate.issuedDate }),
  ),
  meta: { version: 'v1.0.0' },
});
