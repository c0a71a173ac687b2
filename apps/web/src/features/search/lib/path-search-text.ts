/**
 * Dashes and underscores in the query and location path values
 * (/careers/{query}/{location}) become spaces.
 */
export const pathSearchText = (value: string | undefined | null): string | undefined => {
  const text = value?.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text || undefined;
};

/** The search the page was opened with: path values first, then `query` and `location`. */
export const readSearchText = (
  params: { query?: string | undefined; location?: string | undefined },
  search: URLSearchParams,
): { query: string | undefined; location: string | undefined } => ({
  query: pathSearchText(params.query) ?? (search.get('query')?.trim() || undefined),
  location: pathSearchText(params.location) ?? (search.get('location')?.trim() || undefined),
});
