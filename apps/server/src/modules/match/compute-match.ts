import type { LocationFit, MatchDetails } from '@careers/shared';
import type { StoredPosition } from '../positions/index.ts';
import type { MatchProfile } from './candidate-profile.ts';
import { normalizeText, skillKey, titleWords, wordOverlap } from './text-tokens.ts';

type Clock = { now: Date };

const MONTH_MS = 30.44 * 24 * 60 * 60 * 1000;
/** Over this distance a non-remote position means moving. */
const COMMUTE_KM = 80;

const WEIGHTS = { skills: 0.4, title: 0.25, experience: 0.15, location: 0.15, employment: 0.05 };

const LOCATION_SCORES: Record<LocationFit, number | null> = {
  same_city: 1,
  remote: 1,
  preferred: 0.9,
  same_region: 0.8,
  same_country: 0.6,
  relocation: 0.2,
  unknown: null,
};

const monthOf = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
};

const yearsBetween = (start: Date, end: Date) =>
  Math.max(0, Math.round(((end.getTime() - start.getTime()) / MONTH_MS / 12) * 10) / 10);

const haversineKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The experience a position asks for, read from its title's level. */
const wantedYears = (title: string) => {
  const words = normalizeText(title);
  if (/\b(principal|staff|head|chief|director)\b/.test(words)) return 8;
  if (/\b(senior|sr|lead|manager)\b/.test(words)) return 5;
  if (/\b(junior|jr|intern|graduate|trainee|entry|associate)\b/.test(words)) return 0;
  return 2;
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && normalizeText(a).trim() === normalizeText(b).trim());

const locationFit = (profile: MatchProfile, position: StoredPosition) => {
  const home = profile.location;
  const candidateLocation = home
    ? [home.city, home.region, home.country].filter(Boolean).join(', ') || null
    : null;
  const distances = position.locations.flatMap((location) =>
    home?.latitude != null &&
    home.longitude != null &&
    location.latitude != null &&
    location.longitude != null
      ? [haversineKm(home.latitude, home.longitude, location.latitude, location.longitude)]
      : [],
  );
  const distanceKm = distances.length ? Math.round(Math.min(...distances)) : null;
  const result = (fit: LocationFit) => ({ fit, candidateLocation, distanceKm });

  if (position.isRemote) return result('remote');
  if (
    position.locations.some(
      (location) =>
        same(location.city, home?.city) && (!home?.country || same(location.country, home.country)),
    ) ||
    (distanceKm !== null && distanceKm <= COMMUTE_KM)
  )
    return result('same_city');
  const preferred = (profile.jobPreferences?.locations ?? []).map((place) => normalizeText(place));
  if (
    position.locations.some((location) =>
      preferred.some(
        (place) =>
          place === normalizeText(location.displayName) ||
          (location.city !== null && place.startsWith(normalizeText(location.city))),
      ),
    )
  )
    return result('preferred');
  if (
    position.locations.some(
      (location) => same(location.region, home?.region) && same(location.country, home?.country),
    )
  )
    return result('same_region');
  if (position.locations.some((location) => same(location.country, home?.country)))
    return result('same_country');
  if (!home || (!home.country && !home.city && distanceKm === null)) return result('unknown');
  return result('relocation');
};

/**
 * How well a candidate's profile fits a position, with the reasons: skills the position asks
 * for that the profile has or lacks, the closest title, related jobs and their years, where the
 * candidate lives against where the job is, and the employment type wanted. The score (0 to
 * 100) weighs skills 40, title 25, experience 15, location 15 and employment type 5; a part
 * with nothing to compare is left out and the rest scaled up.
 */
export const computeMatch = (
  profile: MatchProfile,
  position: StoredPosition,
  { now }: Clock,
  threshold: number,
): MatchDetails => {
  // Skills: the position's list against the profile's skills and what its jobs describe.
  const profileSkills = new Set(profile.skills.map(skillKey));
  const experienceText = ` ${profile.workExperience
    .map((entry) => skillKey(`${entry.title} ${entry.description}`))
    .join(' ')} `;
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of position.skills) {
    const key = skillKey(skill);
    if (profileSkills.has(key) || (key.length > 2 && experienceText.includes(` ${key} `)))
      matched.push(skill);
    else missing.push(skill);
  }
  const skillsScore = position.skills.length ? matched.length / position.skills.length : null;

  // Titles: the position's title (and team) against titles held and wanted.
  const wanted = titleWords(position.title);
  const titles = [
    ...profile.workExperience.map((entry) => entry.title),
    ...(profile.jobPreferences?.desiredTitles ?? []),
    ...(profile.headline ? [profile.headline] : []),
  ];
  let closestTitle: string | null = null;
  let titleScore = 0;
  for (const title of titles) {
    const overlap = wordOverlap(wanted, titleWords(title));
    if (overlap > titleScore) {
      titleScore = overlap;
      closestTitle = title;
    }
  }
  const familyWords = titleWords(`${position.jobFamily} ${position.department}`);

  // Experience: every job's years; related ones share title words with the position or team.
  let totalYears = 0;
  const relatedExperience: MatchDetails['relatedExperience'] = [];
  for (const entry of profile.workExperience) {
    const start = monthOf(entry.startDate);
    if (!start) continue;
    const end = entry.isCurrent ? now : (monthOf(entry.endDate) ?? now);
    const years = yearsBetween(start, end);
    totalYears += years;
    const words = titleWords(entry.title);
    if (wordOverlap(wanted, words) > 0 || wordOverlap(familyWords, words) > 0)
      relatedExperience.push({ title: entry.title, company: entry.company, years });
  }
  const hasHistory = profile.workExperience.some((entry) => monthOf(entry.startDate));
  const relatedYears = relatedExperience.reduce((sum, entry) => sum + entry.years, 0);
  const needed = wantedYears(position.title);
  const experienceScore = hasHistory
    ? needed === 0
      ? 1
      : Math.min(1, (relatedYears + 0.5 * (totalYears - relatedYears)) / needed)
    : null;

  const location = locationFit(profile, position);
  const locationScore = LOCATION_SCORES[location.fit];

  const types = profile.jobPreferences?.employmentTypes ?? [];
  const employmentTypeMatch = types.length ? types.includes(position.employmentType) : null;

  const parts: [number, number | null][] = [
    [WEIGHTS.skills, skillsScore],
    [WEIGHTS.title, titles.length ? titleScore : null],
    [WEIGHTS.experience, experienceScore],
    [WEIGHTS.location, locationScore],
    [WEIGHTS.employment, employmentTypeMatch === null ? null : employmentTypeMatch ? 1 : 0],
  ];
  const weighed = parts.filter((part): part is [number, number] => part[1] !== null);
  const weight = weighed.reduce((sum, [w]) => sum + w, 0);
  const score = weight
    ? Math.round((weighed.reduce((sum, [w, value]) => sum + w * value, 0) / weight) * 100)
    : 0;

  return {
    status: 'ok',
    score,
    stars: Math.round((score / 20) * 2) / 2,
    threshold,
    isStrongMatch: score >= threshold,
    skills: { matched, missing },
    titleMatch: { isMatch: titleScore >= 0.5, closestTitle },
    relatedExperience,
    yearsOfExperience: hasHistory ? Math.round(totalYears * 10) / 10 : null,
    location,
    employmentTypeMatch,
  };
};

/** What a visitor or a candidate with an empty profile gets: an invitation, no score. */
export const noMatch = (status: 'visitor' | 'no_profile', threshold: number): MatchDetails => ({
  status,
  score: null,
  stars: null,
  threshold,
  isStrongMatch: false,
  skills: { matched: [], missing: [] },
  titleMatch: { isMatch: false, closestTitle: null },
  relatedExperience: [],
  yearsOfExperience: null,
  location: { fit: 'unknown', candidateLocation: null, distanceKm: null },
  employmentTypeMatch: null,
});
