import type { SearchQuery } from '@careers/search';
import { postedDateRange } from '@careers/shared';
import type { ResolvedSearch } from './read-search.ts';
import type { ResolvedLocation } from './resolve-location.ts';

/**
 * What a search asks of the engine apart from sort and page: text, location, multiselect
 * filters and the posted-date range.
 */
export const engineConstraints = (
  params: ResolvedSearch,
  location: ResolvedLocation,
  nowSeconds: number,
): SearchQuery => {
  const { posted_date: postedDate, ...multiselect } = params.filters;
  const range = postedDate ? postedDateRange(postedDate[0]!, nowSeconds) : null;
  return {
    text: params.query,
    ...location.query,
    filters: multiselect,
    ...(location.origin && { origin: location.origin }),
    ...(range?.from !== undefined && { postedFrom: range.from }),
    ...(range?.to !== undefined && { postedTo: range.to }),
  };
};
