import type { JobPreferences, SavedSearch } from '@careers/shared';

export type JobAlertSuggestion = { name: string; query: string; location: string };

/** At most this many suggestions, so the section stays a nudge rather than a list to wade through. */
const MAX_SUGGESTIONS = 3;

const sameText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * Job alerts worth offering from the candidate's work preferences: each desired title in the
 * first preferred location (or anywhere when none is given), leaving out what an existing alert
 * already searches for.
 */
export const suggestJobAlerts = (
  preferences: Pick<JobPreferences, 'desiredTitles' | 'locations'>,
  alerts: readonly Pick<SavedSearch, 'query' | 'location'>[],
): JobAlertSuggestion[] => {
  const location = preferences.locations[0] ?? '';
  const isCovered = (query: string) =>
    alerts.some((alert) => sameText(alert.query, query) && sameText(alert.location, location));
  const titles = preferences.desiredTitles.filter(
    (title, index, all) => all.findIndex((other) => sameText(other, title)) === index,
  );
  return titles
    .filter((title) => !isCovered(title))
    .slice(0, MAX_SUGGESTIONS)
    .map((title) => ({
      name: location ? `${title}, ${location}` : title,
      query: title,
      location,
    }));
};
