import type { TenantConfig } from '../tenant/tenant-config.ts';
import { isPostedDateValue } from './posted-date.ts';
import type { SearchFilterName } from './search-terms.ts';

/** A filter in an address: `filter_{name}`. */
export const FILTER_PARAM_PREFIX = 'filter_';
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;

/** What reading filters needs of a tenant: its filters, their display names, comma values. */
export type FilterNaming = Pick<
  TenantConfig,
  'searchConfig' | 'searchOptionsMap' | 'behaviourFlags'
>;

/** The values applied per configured filter; a filter without values is absent. */
export type SearchFilters = Partial<Record<SearchFilterName, string[]>>;

/** A search parameter refused, and why. */
export type SearchParamIssue = { param: string; message: string };

const normalizeName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The configured filter a parameter names: `filter_{name}`, or a plain parameter spelled as a
 * configured filter's name or display name, in any of its languages ('Department=Sales', 'job
 * family=…', 'Équipe=…'; case, spaces and dashes aside). `null` for a `filter_` parameter naming no configured filter; `undefined` for a
 * plain parameter that is none of the search's business (utm_source, src, …).
 */
export const searchFilterNamed = (
  key: string,
  naming: FilterNaming,
): SearchFilterName | null | undefined => {
  const offered = naming.searchConfig.allFilters;
  if (key.startsWith(FILTER_PARAM_PREFIX)) {
    const name = key.slice(FILTER_PARAM_PREFIX.length);
    return offered.find((filter) => filter === name) ?? null;
  }
  const wanted = normalizeName(key);
  return offered.find((filter) => {
    const options = naming.searchOptionsMap[filter];
    const displayNames = options
      ? [options.displayName, ...Object.values(options.displayNames ?? {})]
      : [];
    return wanted === filter || displayNames.some((name) => normalizeName(name) === wanted);
  });
};

/** A parameter's values, trimmed: comma-separated unless the tenant's values may hold commas. */
export const splitFilterValues = (values: readonly string[], naming: FilterNaming) =>
  values
    .flatMap((value) =>
      naming.behaviourFlags.enableCommaInFilterValues ? [value] : value.split(','),
    )
    .map((value) => value.trim());

/**
 * The filters of a search's other parameters (`filterParams` of `searchQuerySchema`), per
 * configured filter: repeated and comma-separated values merged, empty ones dropped. `ignored`
 * names the parameters that are no filter of this site: an unknown `filter_{name}` (PCSx clients
 * send `filter_include_remote`, `filter_seniority` and the like to every site, and PCSx answers
 * them), `num`, `utm_source`. The issues name each refused parameter: too many or too long
 * values, a date range that is not one. The API answers the first with a 400; the search page
 * drops them.
 */
export const resolveSearchFilters = (
  filterParams: Readonly<Record<string, readonly string[]>>,
  naming: FilterNaming,
): { filters: SearchFilters; issues: SearchParamIssue[]; ignored: string[] } => {
  const filters: SearchFilters = {};
  const issues: SearchParamIssue[] = [];
  const ignored: string[] = [];
  for (const [key, values] of Object.entries(filterParams)) {
    const name = searchFilterNamed(key, naming);
    if (!name) {
      ignored.push(key);
      continue;
    }
    const kept = [...new Set([...(filters[name] ?? []), ...splitFilterValues(values, naming)])];
    const nonEmpty = kept.filter(Boolean);
    if (nonEmpty.length > MAX_VALUES || nonEmpty.some((value) => value.length > MAX_VALUE_LENGTH)) {
      issues.push({
        param: key,
        message: `Expected at most ${MAX_VALUES} values of at most ${MAX_VALUE_LENGTH} characters.`,
      });
      continue;
    }
    if (nonEmpty.length > 0) filters[name] = nonEmpty;
  }
  const posted = filters.posted_date;
  if (posted && (posted.length > 1 || !isPostedDateValue(posted[0]!))) {
    delete filters.posted_date;
    issues.push({
      param: `${FILTER_PARAM_PREFIX}posted_date`,
      message: 'Expected one value: past_day, past_week, past_month or YYYY-MM-DD..YYYY-MM-DD.',
    });
  }
  return { filters, issues, ignored };
};
