import { EMPLOYMENT_TYPES, WORKPLACE_TYPES } from '@careers/shared';
import { z } from 'zod';

const text = z.string().trim().max(500).catch('');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );

/**
 * What matching reads from `candidates.profile` (the profile's sections, as the profile module
 * writes them): anything missing or malformed is read as absent rather than failing the match.
 */
export const matchProfileSchema = z.object({
  headline: text.optional().catch(undefined),
  location: z
    .object({
      city: z.string().nullish().catch(null),
      region: z.string().nullish().catch(null),
      country: z.string().nullish().catch(null),
      latitude: z.number().min(-90).max(90).nullish().catch(null),
      longitude: z.number().min(-180).max(180).nullish().catch(null),
    })
    .nullish()
    .catch(null),
  // skills are `{ name, proficiency }` items; a plain string is read too
  skills: list(
    z.union([
      z.string().trim().min(1).max(80),
      z.object({ name: z.string().trim().min(1).max(80) }).transform((skill) => skill.name),
    ]),
  )
    .optional()
    .default([]),
  workExperience: list(
    z.object({
      title: z.string().trim().min(1).max(200),
      company: z.string().trim().max(200).catch(''),
      startDate: z.string().nullish().catch(null),
      endDate: z.string().nullish().catch(null),
      isCurrent: z.boolean().catch(false).default(false),
      description: z.string().max(5000).catch('').default(''),
    }),
  )
    .optional()
    .default([]),
  jobPreferences: z
    .object({
      desiredTitles: list(z.string().trim().min(1).max(200)).optional().default([]),
      locations: list(z.string().trim().min(1).max(200)).optional().default([]),
      workplaceTypes: list(z.enum(WORKPLACE_TYPES)).optional().default([]),
      employmentTypes: list(z.enum(EMPLOYMENT_TYPES)).optional().default([]),
    })
    .nullish()
    .catch(null),
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;

export const readMatchProfile = (profile: unknown): MatchProfile => {
  const parsed = matchProfileSchema.safeParse(profile ?? {});
  return parsed.success ? parsed.data : matchProfileSchema.parse({});
};

/** Whether there is anything to compare: skills, a job history or titles wanted. */
export const hasMatchableProfile = (profile: MatchProfile) =>
  profile.skills.length > 0 ||
  profile.workExperience.length > 0 ||
  (profile.jobPreferences?.desiredTitles.length ?? 0) > 0;
