import {
  certificationSchema,
  educationSchema,
  jobPreferencesSchema,
  PARSED_FIELDS,
  phoneSchema,
  profileLinkSchema,
  profileLocationSchema,
  resumeSuggestionSchema,
  skillSchema,
  spokenLanguageSchema,
  workExperienceSchema,
} from '@careers/shared';
import { z } from 'zod';

/** A list read item by item: an item that no longer fits its schema is dropped, not fatal. */
const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    )
    .default([]);

const lenientText = z.string().catch('').default('');

/**
 * The sections kept in `candidates.profile` (names, the photo and resumes live elsewhere). Read
 * leniently: a document written by an older version or by hand loses what does not fit, and the
 * profile still opens.
 */
export const storedSectionsSchema = z.object({
  /** The contact email, when it is not the sign-in email. */
  email: lenientText,
  headline: lenientText,
  summary: lenientText,
  location: profileLocationSchema.nullable().catch(null).default(null),
  phones: lenientList(phoneSchema),
  links: lenientList(profileLinkSchema),
  workExperience: lenientList(workExperienceSchema),
  education: lenientList(educationSchema),
  skills: lenientList(skillSchema),
  languages: lenientList(spokenLanguageSchema),
  certifications: lenientList(certificationSchema),
  jobPreferences: jobPreferencesSchema.catch(jobPreferencesSchema.parse({})).prefault({}),
  /** The fields a resume upload filled and the candidate has not reviewed ("New"). */
  parsedFields: lenientList(z.enum(PARSED_FIELDS)),
  /** The last upload's readings it was not sure of, until used or dismissed. */
  resumeSuggestions: lenientList(resumeSuggestionSchema),
});
export type StoredSections = z.output<typeof storedSectionsSchema>;

export const readStoredSections = (json: unknown): StoredSections => {
  const parsed = storedSectionsSchema.safeParse(json ?? {});
  return parsed.success ? parsed.data : storedSectionsSchema.parse({});
};
