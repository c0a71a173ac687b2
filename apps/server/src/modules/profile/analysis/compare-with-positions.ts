import type { Profile, ProfileAnalysis } from '@careers/shared';
import { skillKey, titleWords, wordOverlap } from '../../match/index.ts';

export type PositionSummary = { title: string; skills: string[] };

/** A position resembles the candidate's work when most of its title's words are theirs… */
const TITLE_FIT = 0.5;
/** …or when it asks for at least this many of their skills, and this share of its own. */
const SHARED_SKILLS = 2;
const SKILL_FIT = 0.3;

const candidateTitles = (profile: Profile) =>
  [
    ...profile.workExperience.map((job) => job.title),
    ...profile.jobPreferences.desiredTitles,
    profile.headline,
  ]
    .map(titleWords)
    .filter((words) => words.length > 0);

const topBy = <T>(items: T[], compare: (a: T, b: T) => number, count: number) =>
  [...items].sort(compare).slice(0, count);

/**
 * The profile against the tenant's open positions: those that resemble the candidate's work
 * (by title words, with the match's tokenisation, or by shared skills), the skills most of them
 * ask for that the profile lacks, and the titles it fits best.
 */
export const compareWithPositions = (
  profile: Profile,
  positions: PositionSummary[],
): ProfileAnalysis['analysis'] => {
  const titles = candidateTitles(profile);
  const have = new Set(profile.skills.map((skill) => skillKey(skill.name)));
  const missing = new Map<string, { name: string; positionCount: number }>();
  const fits = new Map<string, { title: string; score: number; positionCount: number }>();
  let comparedPositions = 0;
  for (const position of positions) {
    const words = titleWords(position.title);
    const titleFit = Math.max(0, ...titles.map((candidate) => wordOverlap(words, candidate)));
    const keys = position.skills.map(skillKey);
    const shared = keys.filter((key) => have.has(key)).length;
    const skillFit = keys.length ? shared / keys.length : 0;
    if (titleFit < TITLE_FIT && (shared < SHARED_SKILLS || skillFit < SKILL_FIT)) continue;
    comparedPositions += 1;
    position.skills.forEach((name, index) => {
      const key = keys[index]!;
      if (!key || have.has(key)) return;
      const entry = missing.get(key) ?? { name, positionCount: 0 };
      entry.positionCount += 1;
      missing.set(key, entry);
    });
    const score = Math.round(100 * (0.6 * titleFit + 0.4 * skillFit));
    const titleKey = words.join(' ') || position.title.toLowerCase();
    const fit = fits.get(titleKey) ?? { title: position.title, score, positionCount: 0 };
    fit.score = Math.max(fit.score, score);
    fit.positionCount += 1;
    fits.set(titleKey, fit);
  }
  return {
    comparedPositions,
    missingSkills: topBy(
      [...missing.values()],
      (a, b) => b.positionCount - a.positionCount || a.name.localeCompare(b.name),
      10,
    ),
    bestTitles: topBy(
      [...fits.values()],
      (a, b) =>
        b.score - a.score || b.positionCount - a.positionCount || a.title.localeCompare(b.title),
      5,
    ),
  };
};
