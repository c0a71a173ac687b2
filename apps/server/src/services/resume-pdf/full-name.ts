import type { Profile } from '@careers/shared';

/** The name a resume prints: first and last, as the candidate wrote them. */
export const fullNameOf = (profile: Pick<Profile, 'firstName' | 'lastName'>) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ');
