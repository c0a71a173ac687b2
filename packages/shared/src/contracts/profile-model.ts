import { z } from 'zod';
import { EMPLOYMENT_TYPES, SALARY_PERIODS } from './positions.ts';

/*
 * The candidate's profile (issue 12). The names are the data model: the server stores it (names on
 * the candidate row, sections in `candidates.profile`, resumes in their own table), the resume
 * parser fills it, the editor edits it one section or one list item at a time, match, prefill,
 * signing and job alerts read it.
 */

/** Free text the candidate types, trimmed, at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max);
/** A month or a day: `2021-03` or `2021-03-15` (a resume rarely gives the day). */
export const profileDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Use a date such as 2021-03.');

/** Every list item says whether the resume parser added it, so the candidate can review it. */
const listItem = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, isParsed: z.boolean().default(false) });

export const profileLocationSchema = z.object({
  city: trimmedText(120).default(''),
  region: trimmedText(120).default(''),
  /** ISO 3166-1 alpha-2, upper case; empty when unknown. */
  countryCode: z
    .string()
    .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code.')
    .default(''),
  country: trimmedText(120).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

export const PHONE_TYPES = ['mobile', 'home', 'work', 'other'] as const;
export const phoneSchema = listItem({
  /** E.164 when it could be read (`+14155550123`), else as typed. */
  number: trimmedText(40).min(3, 'Enter a phone number.'),
  type: z.enum(PHONE_TYPES).default('mobile'),
});

export const workExperienceSchema = listItem({
  company: trimmedText(200).default(''),
  title: trimmedText(200).min(1, 'Enter a job title.'),
  location: trimmedText(200).default(''),
  startDate: profileDateSchema.nullable().default(null),
  endDate: profileDateSchema.nullable().default(null),
  isCurrent: z.boolean().default(false),
  description: trimmedText(5000).default(''),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const educationSchema = listItem({
  institution: trimmedText(200).min(1, 'Enter a school or university.'),
  degree: trimmedText(200).default(''),
  field: trimmedText(200).default(''),
  startDate: profileDateSchema.nullable().default(null),
  endDate: profileDateSchema.nullable().default(null),
});
export type Education = z.infer<typeof educationSchema>;

export const SKILL_PROFICIENCIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillSchema = listItem({
  name: trimmedText(80).min(1, 'Enter a skill.'),
  proficiency: z.enum(SKILL_PROFICIENCIES).nullable().default(null),
});
export type Skill = z.infer<typeof skillSchema>;

export const LANGUAGE_FLUENCIES = [
  'elementary',
  'limited_working',
  'professional_working',
  'full_professional',
  'native',
] as const;
export const spokenLanguageSchema = listItem({
  name: trimmedText(80).min(1, 'Enter a language.'),
  fluency: z.enum(LANGUAGE_FLUENCIES).nullable().default(null),
});

export const LINK_KINDS = ['linkedin', 'github', 'portfolio', 'website', 'other'] as const;
export const profileLinkSchema = listItem({
  kind: z.enum(LINK_KINDS).default('other'),
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' })
    .max(500),
});

export const certificationSchema = listItem({
  name: trimmedText(200).min(1, 'Enter the certification.'),
  issuer: trimmedText(200).default(''),
  issuedDate: profileDateSchema.nullable().default(null),
  expiresDate: profileDateSchema.nullable().default(null),
});

export const WORKPLACE_TYPES = ['remote', 'hybrid', 'on_site'] as const;
export const jobPreferencesSchema = z.object({
  desiredTitles: z.array(trimmedText(200).min(1)).max(20).default([]),
  locations: z.array(trimmedText(200).min(1)).max(20).default([]),
  workplaceTypes: z.array(z.enum(WORKPLACE_TYPES)).max(3).default([]),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)).max(10).default([]),
  salaryExpectation: z
    .object({
      amount: z.number().positive().max(100_000_000),
      /** ISO 4217. */
      currency: z.string().regex(/^[A-Z]{3}$/, 'Use a currency code such as EUR.'),
      period: z.enum(SALARY_PERIODS).default('year'),
    })
    .nullable()
    .default(null),
  willingToRelocate: z.boolean().default(false),
  earliestStart: profileDateSchema.nullable().default(null),
});
export type JobPreferences = z.infer<typeof jobPreferencesSchema>;

/**
 * The profile's own fields a resume upload may fill (list items carry `isParsed` instead). Each
 * one it filled stays marked "New" until the candidate keeps it, undoes it or edits it.
 */
export const PARSED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'headline',
  'summary',
  'location',
] as const;
export type ParsedField = (typeof PARSED_FIELDS)[number];

/** What a parse may read without being sure enough to write it: offered for review instead. */
export const SUGGESTED_FIELDS = ['name', 'email', 'phone'] as const;
export type SuggestedField = (typeof SUGGESTED_FIELDS)[number];

/**
 * A reading the parse was not sure of ("Epic Ehr" for a name), kept until the candidate uses it
 * or dismisses it; the next upload replaces them all. Never written into the profile unasked.
 */
export const resumeSuggestionSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('name'),
    firstName: trimmedText(100),
    lastName: trimmedText(100),
  }),
  z.object({ field: z.literal('email'), email: z.email().max(254) }),
  z.object({
    field: z.literal('phone'),
    number: trimmedText(40).min(3),
    type: z.enum(PHONE_TYPES).default('mobile'),
  }),
]);
export type ResumeSuggestion = z.infer<typeof resumeSuggestionSchema>;

/** A resume the candidate uploaded; its file is in the file store. */
export const resumeSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Unix seconds. */
  uploadedTs: z.number(),
  isCurrent: z.boolean(),
  /** False for images and files whose text could not be read: nothing was parsed from them. */
  isTextReadable: z.boolean(),
  /** Relative path of the download. */
  downloadUrl: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string(),
  email: z.string(),
  /** Absolute URL (relative paths are prefixed with the static asset host), or null. */
  avatar: z.string().nullable(),
  headline: z.string(),
  summary: z.string(),
  location: profileLocationSchema.nullable(),
  phones: z.array(phoneSchema),
  links: z.array(profileLinkSchema),
  workExperience: z.array(workExperienceSchema),
  education: z.array(educationSchema),
  skills: z.array(skillSchema),
  languages: z.array(spokenLanguageSchema),
  certifications: z.array(certificationSchema),
  jobPreferences: jobPreferencesSchema,
  resumes: z.array(resumeSchema),
  /** The fields the last uploads filled that the candidate has not reviewed yet. */
  parsedFields: z.array(z.enum(PARSED_FIELDS)),
  /** The last upload's uncertain readings, not written, waiting for an answer. */
  resumeSuggestions: z.array(resumeSuggestionSchema),
});
export type Profile = z.infer<typeof profileSchema>;
