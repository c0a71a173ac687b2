/** A profile's parts that make it worth reading; fewer than this many present makes it thin. */
const PARTS_WANTED = 4;

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * A thin profile, worth a nudge: of the name, a headline or summary, skills, work experience
 * and education, fewer than four are filled in. Reads only these keys of `candidates.profile`.
 */
export const isProfileThin = (candidate: {
  first_name: string | null;
  last_name: string | null;
  profile: Record<string, unknown>;
}) => {
  const { profile } = candidate;
  const parts = [
    hasText(candidate.first_name) && hasText(candidate.last_name),
    hasText(profile.headline) || hasText(profile.summary),
    hasItems(profile.skills),
    hasItems(profile.workExperience),
    hasItems(profile.education),
  ];
  return parts.filter(Boolean).length < PARTS_WANTED;
};
