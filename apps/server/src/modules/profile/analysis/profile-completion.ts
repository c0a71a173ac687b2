import type { Profile, ProfileAnalysis } from '@careers/shared';
import { completionHints, type CountedSection } from './completion-hints.ts';

/** What each section weighs in the meter (100 in all), the most useful first. */
const WEIGHTS: [CountedSection, number, (profile: Profile) => boolean][] = [
  ['basics', 15, (profile) => Boolean(profile.firstName && profile.lastName && profile.headline)],
  ['workExperience', 20, (profile) => profile.workExperience.length > 0],
  ['skills', 15, (profile) => profile.skills.length > 0],
  ['education', 10, (profile) => profile.education.length > 0],
  ['location', 10, (profile) => Boolean(profile.location?.city || profile.location?.countryCode)],
  ['phones', 8, (profile) => profile.phones.length > 0],
  [
    'jobPreferences',
    7,
    (profile) =>
      profile.jobPreferences.desiredTitles.length > 0 ||
      profile.jobPreferences.locations.length > 0 ||
      profile.jobPreferences.workplaceTypes.length > 0,
  ],
  ['languages', 5, (profile) => profile.languages.length > 0],
  ['links', 5, (profile) => profile.links.length > 0],
  ['avatar', 5, (profile) => profile.avatar !== null],
];

/** The completion meter: the weight of the sections filled, and the others with what to add. */
export const profileCompletion = (
  profile: Profile,
  language?: string,
): ProfileAnalysis['completion'] => {
  const hints = completionHints(language);
  const missing = WEIGHTS.filter(([, , isFilled]) => !isFilled(profile));
  const percentage = 100 - missing.reduce((sum, [, weight]) => sum + weight, 0);
  return {
    percentage,
    missing: missing.map(([section]) => ({ section, hint: hints[section] })),
  };
};
