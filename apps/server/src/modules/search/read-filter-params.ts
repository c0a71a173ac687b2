import type { SearchFilterName, TenantConfig } from '@careers/shared';
import { badRequest } from '../../http/app-error.ts';
import type { RawQuery } from './parse-search-params.ts';
import { isPostedDateValue } from './posted-date.ts';

const FILTER_PREFIX = 'filter_';
/** `filter_distance` is the radius of a location search, not a filter over a field. */
const DISTANCE_PARAM = 'filter_distance';
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;

const normalizeName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Which configured filter a parameter names: `filter_{name}`, or (spec 001 section 2) the plain
 * display name of a configured filter ('Department=Sales', 'job family=…'). Other plain
 * parameters (utm_source, src, …) are none of the search's business.
 */
const filterNamed = (key: string, config: TenantConfig): SearchFilterName | null | undefined => {
  const offered = config.searchConfig.allFilters;
  if (key.startsWith(FILTER_PREFIX)) {
    const name = key.slice(FILTER_PREFIX.length);
    return offered.find((filter) => filter === name) ?? null;
  }
  const wanted = normalizeName(key);
  return offered.find((filter) => {
    const displayName = config.searchOptionsMap[filter]?.displayName;
    return (
      wanted === filter || (displayName !== undefined && normalizeName(displayName) === wanted)
    );
  });
};

const splitValues = (value: string | string[], hasCommaValues: boolean) =>
  (Array.isArray(value) ? value : [value]).flatMap((item) =>
    hasCommaValues ? [item] : item.split(','),
  );

/** The filter parameters of a search, per configured filter; a malformed one is a 400. */
export const readFilterParams = (raw: RawQuery, config: TenantConfig) => {
  const filters: Partial<Record<SearchFilterName, string[]>> = {};
  const hasCommaValues = config.behaviourFlags.enableCommaInFilterValues;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || key === DISTANCE_PARAM) continue;
    const name = filterNamed(key, config);
    if (name === null) {
      throw badRequest(
        `Unknown filter "${key}". This site filters by: ${config.searchConfig.allFilters.join(', ')}.`,
        { [key]: 'Unknown filter.' },
      );
    }
    if (name === undefined) continue;
    const given = splitValues(value, hasCommaValues).map((item) => item.trim());
    const kept = [...new Set([...(filters[name] ?? []), ...given])].filter(Boolean);
    if (kept.length > MAX_VALUES || kept.some((item) => item.length > MAX_VALUE_LENGTH)) {
      throw badRequest(
        `${key} takes at most ${MAX_VALUES} values of at most ${MAX_VALUE_LENGTH} characters.`,
        { [key]: 'Too many or too long values.' },
      );
    }
    if (kept.length > 0) filters[name] = kept;
  }
  const posted = filters.posted_date;
  if (posted && (posted.length > 1 || !isPostedDateValue(posted[0]!))) {
    throw badRequest(
      'filter_posted_date takes one value: past_day, past_week, past_month or YYYY-MM-DD..YYYY-MM-DD.',
      { filter_posted_date: 'Unknown date range.' },
    );
  }
  return filters;
};
