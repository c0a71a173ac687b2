import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import {
  certificationSchema,
  educationSchema,
  jobPreferencesSchema,
  phoneSchema,
  profileLinkSchema,
  profileLocationSchema,
  profileSchema,
  skillSchema,
  spokenLanguageSchema,
  trimmedText,
  workExperienceSchema,
} from './profile-model.ts';

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
  firstName: trimmedText(100).default(''),
  lastName: trimmedText(100).default(''),
  preferredName: trimmedText(100).default(''),
  /** The contact email shown on the profile and resumes; empty falls back to the sign-in email. */
  email: z.union([z.literal(''), z.email('Enter an email address.').max(254)]).default(''),
  headline: trimmedText(200).default(''),
  summary: trimmedText(5000).default(''),
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
