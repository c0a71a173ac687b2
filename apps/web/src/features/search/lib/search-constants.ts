/** A filter change reloads the search after this long. */
export const SEARCH_RELOAD_DEBOUNCE_MS = 1_000;
/** The duration of the 'Failed to load position details' toast. */
export const DETAILS_TOAST_MS = 2_000;
