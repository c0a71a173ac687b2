import type { FormAnswers } from '@careers/shared';
import { z } from 'zod';
import type { Candidate } from '../../db/schema.ts';

const profileSchema = z
  .object({
    skills: z.array(z.string()).optional(),
    location: z
      .object({ city: z.string().optional(), country: z.string().optional() })
      .partial()
      .optional(),
  })
  .catch({});

/** Answers the application form can take from the candidate's profile. */
export const prefillFromProfile = (candidate: Candidate | null): FormAnswers => {
  if (!candidate) return {};
  const profile = profileSchema.parse(candidate.profile);
  const location = [profile.location?.city, profile.location?.country].filter(Boolean).join(', ');
  return {
    ...(candidate.first_name && { firstName: candidate.first_name }),
    ...(candidate.last_name && { lastName: candidate.last_name }),
    email: candidate.email,
    ...(location && { location }),
    ...(profile.skills?.length && { skills: profile.skills }),
  };
};
