import type { BootData } from '@careers/shared';
import type { Candidate } from '../../db/schema.ts';
import { profileCompletion } from './analysis/profile-completion.ts';
import { toProfile } from './to-profile.ts';

/**
 * The profile facts the shell shows on every page (the navbar's photo and name, the completion
 * meter), read from the candidate row the session already loaded: no extra query.
 */
export const bootProfileOf = (
  candidate: Candidate,
  input: { assetBase: string; language: string },
): Pick<BootData, 'profile' | 'profileCompletionData'> => {
  const profile = toProfile(candidate, [], input.assetBase);
  return {
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      avatar: profile.avatar,
      location: profile.location,
    },
    profileCompletionData: profileCompletion(profile, input.language),
  };
};
