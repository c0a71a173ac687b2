/** The box waits this long after typing before it asks. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Suggestions for a term are reused for two minutes. */
export const AUTOCOMPLETE_CACHE_MS = 2 * 60_000;
/** Shorter text sends nothing. */
export const AUTOCOMPLETE_MIN_LENGTH = 1;
