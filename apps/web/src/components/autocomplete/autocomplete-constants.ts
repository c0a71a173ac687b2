/** Spec 001 sections 5 and 9: the box waits this long after typing before it asks. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Spec 001 section 9: suggestions for a term are reused for two minutes. */
export const AUTOCOMPLETE_CACHE_MS = 2 * 60_000;
/** Spec 001 section 5: shorter text sends nothing. */
export const AUTOCOMPLETE_MIN_LENGTH = 1;
