// The search's vocabulary without its schemas: the search page reads these in the browser,
// which loads no zod (the search page's JavaScript budget); search.ts builds the schemas on them.

/**
 * The filters a tenant can offer (`searchConfig.allFilters`). All but `posted_date` are
 * multiselect filters on a field every position carries; `posted_date` is a date range.
 */
export const SEARCH_FILTER_NAMES = [
  'department',
  'job_family',
  'employment_type',
  'location',
  'country',
  'skills',
  'workplace',
  'posted_date',
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];
export const FILTER_TYPES = ['multiselect', 'date_range', 'autocomplete'] as const;

/** Ready-made ranges of `filter_posted_date`; an explicit range is `YYYY-MM-DD..YYYY-MM-DD`. */
export const POSTED_DATE_PRESETS = { past_day: 1, past_week: 7, past_month: 30 } as const;
export type PostedDatePreset = keyof typeof POSTED_DATE_PRESETS;

/** `sort_by`: relevance when absent; `timestamp` is newest first. */
export const SEARCH_SORTS = ['relevance', 'timestamp', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Other names public PCSx clients send for a sort. Any other unknown value sorts by relevance
 * rather than failing the search: a client that guessed a name still gets jobs.
 */
export const SEARCH_SORT_ALIASES: Readonly<Record<string, SearchSort>> = {
  new: 'timestamp',
  newest: 'timestamp',
  date: 'timestamp',
  recent: 'timestamp',
  posted_date: 'timestamp',
  nearest: 'distance',
};

/**
 * The sort a `sort_by` value asks for: a known name or alias; undefined (relevance, as when the
 * parameter is absent) for anything else.
 */
export const readSearchSort = (value: string): SearchSort | undefined => {
  const name = value.trim().toLowerCase();
  return SEARCH_SORTS.find((sort) => sort === name) ?? SEARCH_SORT_ALIASES[name];
};

/** The location box's special values: remote only, the visitor's point, a map pin, a map area. */
export const SPECIAL_LOCATIONS = {
  remote: 'remote',
  currentLocation: 'current location',
  mapLocation: 'Map Location',
  mapArea: 'Map Area',
} as const;

/** Deep pages cost as much as they are deep; nobody reads page 1,001. */
export const SEARCH_MAX_START = 10_000;
export const MAX_DISTANCE_KM = 20_000;
