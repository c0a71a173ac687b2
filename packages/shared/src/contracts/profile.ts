import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { EMPLOYMENT_TYPES, SALARY_PERIODS } from './positions.ts';
import { databaseIdSchema, domainQuerySchema, idParamsSchema } from './common.ts';

/*
 * The candidate's profile (issue 12). The names are the data model: the server stores it (names on
 * the candidate row, sections in `candidates.profile`, resumes in their own table), the resume
 * parser fills it, the editor edits it one section or one list item at a time, match, prefill,
 * signing and job alerts read it.
 */

const text = (max: number) => z.string().trim().max(max);
/** A month or a day: `2021-03` or `2021-03-15` (a resume rarely gives the day). */
export const profileDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Use a date such as 2021-03.');

/** Every list item says whether the resume parser added it, so the candidate can review it. */
const listItem = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, isParsed: z.boolean().default(false) });

export const profileLocationSchema = z.object({
  city: text(120).default(''),
  region: text(120).default(''),
  /** ISO 3166-1 alpha-2, upper case; empty when unknown. */
  countryCode: z
    .string()
    .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code.')
    .default(''),
  country: text(120).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

export const PHONE_TYPES = ['mobile', 'home', 'work', 'other'] as const;
export const phoneSchema = listItem({
  /** E.164 when it could be read (`+14155550123`), else as typed. */
  number: text(40).min(3, 'Enter a phone number.'),
  type: z.enum(PHONE_TYPES).default('mobile'),
});

export const workExperienceSchema = listItem({
  company: text(200).default(''),
  title: text(200).min(1, 'Enter a job title.'),
  location: text(200).default(''),
  startDate: profileDateSchema.nullable().default(null),
  endDate: profileDateSchema.nullable().default(null),
  isCurrent: z.boolean().default(false),
  description: text(5000).default(''),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const educationSchema = listItem({
  institution: text(200).min(1, 'Enter a school or university.'),
  degree: text(200).default(''),
  field: text(200).default(''),
  startDate: profileDateSchema.nullable().default(null),
  endDate: profileDateSchema.nullable().default(null),
});
export type Education = z.infer<typeof educationSchema>;

export const SKILL_PROFICIENCIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillSchema = listItem({
  name: text(80).min(1, 'Enter a skill.'),
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
  name: text(80).min(1, 'Enter a language.'),
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
  name: text(200).min(1, 'Enter the certification.'),
  issuer: text(200).default(''),
  issuedDate: profileDateSchema.nullable().default(null),
  expiresDate: profileDateSchema.nullable().default(null),
});

export const WORKPLACE_TYPES = ['remote', 'hybrid', 'on_site'] as const;
export const jobPreferencesSchema = z.object({
  desiredTitles: z.array(text(200).min(1)).max(20).default([]),
  locations: z.array(text(200).min(1)).max(20).default([]),
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
});
export type Profile = z.infer<typeof profileSchema>;

/*
 * Editing: one section (the value replaces it) or one item of a list section (add appends, update
 * and delete name the item by index). Updating a list section without an index replaces the whole
 * list: that is how the editor reorders items.
 */
export const PROFILE_LIST_SECTIONS = [
  'phones',
  'links',
  'workExperience',
  'education',
  'skills',
  'languages',
  'certifications',
] as const;
export const PROFILE_VALUE_SECTIONS = [
  /** `{ firstName, lastName, preferredName, email, headline, summary }` */
  'basics',
  'location',
  'jobPreferences',
  /** A data URL of a JPEG or PNG (at most 2 MB), cropped by the client; null removes it. */
  'avatar',
] as const;
export const PROFILE_SECTIONS = [...PROFILE_VALUE_SECTIONS, ...PROFILE_LIST_SECTIONS] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const PROFILE_EDIT_OPERATIONS = ['add', 'update', 'delete'] as const;

export const profileBasicsSchema = z.object({
  firstName: text(100).default(''),
  lastName: text(100).default(''),
  preferredName: text(100).default(''),
  /** The contact email shown on the profile and resumes; empty falls back to the sign-in email. */
  email: z.union([z.literal(''), z.email('Enter an email address.').max(254)]).default(''),
  headline: text(200).default(''),
  summary: text(5000).default(''),
});

/** The value each section takes: a whole section, or one item of a list section. */
export const profileSectionValueSchemas = {
  basics: profileBasicsSchema,
  location: profileLocationSchema.nullable(),
  jobPreferences: jobPreferencesSchema,
  avatar: z.string().max(3_000_000).nullable(),
  phones: phoneSchema,
  links: profileLinkSchema,
  workExperience: workExperienceSchema,
  education: educationSchema,
  skills: skillSchema,
  languages: spokenLanguageSchema,
  certifications: certificationSchema,
} as const satisfies Record<ProfileSection, z.ZodType>;

/**
 * POST /api/pcsx/profile_edit, as it travels. The route checks the section, operation, index and
 * value itself so that each problem answers 422 `profile_invalid` with a message per field
 * (`op_section`, `operation`, `op_data.index`, `op_data.value.<field>`), not a generic 400.
 */
export const profileEditBodySchema = z.object({
  op_section: z.string().max(40),
  operation: z.string().max(20),
  // delete carries no value
  op_data: z.object({ value: z.unknown().optional(), index: z.unknown().optional() }),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type ProfileEditBody = z.input<typeof profileEditBodySchema>;

export const profileEditResponseSchema = dataEnvelope(
  z.object({ profile: profileSchema, avatar: z.string().nullable() }),
);

export const profileDetailsResponseSchema = dataEnvelope(z.object({ profile: profileSchema }));

/** GET /api/pcsx/profile_analysis */
export const profileAnalysisSchema = z.object({
  completion: z.object({
    /** 0 to 100. */
    percentage: z.number(),
    /** Sections still empty, most useful first, each with what to add (in the asked language). */
    missing: z.array(z.object({ section: z.enum(PROFILE_SECTIONS), hint: z.string() })),
  }),
  analysis: z.object({
    /** How many of the tenant's open positions resemble the candidate's (the basis of the rest). */
    comparedPositions: z.number(),
    /** Skills most asked for in those positions that the profile lacks. */
    missingSkills: z.array(z.object({ name: z.string(), positionCount: z.number() })),
    /** The position titles the profile fits best. */
    bestTitles: z.array(
      z.object({ title: z.string(), score: z.number(), positionCount: z.number() }),
    ),
  }),
});
export type ProfileAnalysis = z.infer<typeof profileAnalysisSchema>;

/** Multipart fields of POST /api/pcsx/upload_resume. */
export const RESUME_UPLOAD_FIELDS = {
  fileName: 'resume_file_name',
  /** A data URL: `data:application/pdf;base64,...`. */
  content: 'resume_content',
  domain: 'domain',
} as const;
export const RESUME_FILE_EXTENSIONS = ['.doc', '.docx', '.pdf', '.txt', '.png', '.jpg', '.jpeg'];

export const uploadResumeResponseSchema = dataEnvelope(
  z.object({
    candidate: profileSchema,
    /** What the parser found and filled; `textReadable` false for an image or an unreadable file. */
    parse: z.object({
      textReadable: z.boolean(),
      filledFields: z.array(z.string()),
      addedItems: z.number(),
    }),
  }),
);

export const EXPORT_RESUME_FORMATS = ['pdf', 'json_resume'] as const;
export const exportResumeQuerySchema = domainQuerySchema.extend({
  format: z.enum(EXPORT_RESUME_FORMATS).default('pdf'),
});

export const resumeParamsSchema = z.object({ id: databaseIdSchema });
export const avatarParamsSchema = z.object({ fileId: z.uuid() });

const tags = ['profile'] as const;

export const profileEndpoints = defineEndpoints({
  getProfileDetails: {
    method: 'GET',
    path: '/api/pcsx/profile_details',
    summary: "The signed-in candidate's profile, every section",
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
  editProfile: {
    method: 'POST',
    path: '/api/pcsx/profile_edit',
    summary: 'Edit one section, or add, update or delete one item of a list section',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: profileEditBodySchema,
    data: profileEditResponseSchema.shape.data,
    errors: ['profile_invalid', 'file_type_not_allowed', 'file_too_large'],
  },
  getProfileAnalysis: {
    method: 'GET',
    path: '/api/pcsx/profile_analysis',
    summary: "Completion of the profile and how it compares with the tenant's open positions",
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: profileAnalysisSchema,
  },
  uploadResume: {
    method: 'POST',
    path: '/api/pcsx/upload_resume',
    summary: `Upload a resume (multipart: ${RESUME_UPLOAD_FIELDS.fileName}, ${RESUME_UPLOAD_FIELDS.content} as a data URL, ${RESUME_UPLOAD_FIELDS.domain}); its parsed fields fill what is empty`,
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    bodyType: 'multipart',
    data: uploadResumeResponseSchema.shape.data,
    errors: [
      'bad_request',
      'payload_too_large',
      'file_too_large',
      'file_type_not_allowed',
      'file_empty',
      'file_encrypted',
      'file_too_complex',
    ],
  },
  exportResume: {
    method: 'GET',
    path: '/api/pcsx/export_resume',
    summary:
      'The profile as a PDF resume (format=pdf) or a JSON Resume 1.0.0 document (format=json_resume)',
    tags,
    access: 'candidate',
    query: exportResumeQuerySchema,
    produces: 'application/pdf',
  },
  downloadResume: {
    method: 'GET',
    path: '/api/pcsx/resumes/:id/file',
    summary: 'Download one of the candidate’s uploaded resumes',
    tags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    produces: 'application/octet-stream',
  },
  makeResumeCurrent: {
    method: 'POST',
    path: '/api/pcsx/resumes/:id/current',
    summary: 'Mark an uploaded resume as the current one',
    tags,
    access: 'candidate',
    params: resumeParamsSchema,
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
  getAvatar: {
    method: 'GET',
    path: '/api/pcsx/avatars/:fileId',
    summary: "The candidate's profile photo (PNG or JPEG); only its owner may read it",
    tags,
    access: 'candidate',
    params: avatarParamsSchema,
    query: domainQuerySchema,
    produces: 'image/*',
  },
  deleteResume: {
    method: 'DELETE',
    path: '/api/pcsx/resumes/:id',
    summary: 'Delete an uploaded resume and its file',
    tags,
    access: 'candidate',
    params: resumeParamsSchema,
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
});
