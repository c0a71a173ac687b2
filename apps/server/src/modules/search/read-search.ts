import {
  resolveSearchFilters,
  searchQuerySchema,
  type RawSearchQuery,
  type SearchFilters,
  type SearchParams,
  type SearchParamIssue,
  type SearchSort,
  type TenantConfig,
} from '@careers/shared';
import { AppError } from '../../http/app-error.ts';

/** A search as the engine side reads it: its parameters with the tenant's filters resolved. */
export type ResolvedSearch = Omit<SearchParams, 'filterParams' | 'sortBy'> & {
  sort: SearchSort;
  filters: SearchFilters;
  /** The parameters that are no filter of this site, ignored as PCSx ignores them. */
  ignoredParams: string[];
};

// The same answer as a parameter the route's schema refuses: the parameter, then why.
const refuse = ({ param, message }: SearchParamIssue) =>
  new AppError(400, 'validation_failed', `${param}: ${message}`, { fields: { [param]: message } });

/** The search's filters read with the tenant's filters; a refused parameter is a 400. */
export const resolveSearch = (params: SearchParams, config: TenantConfig): ResolvedSearch => {
  const { filterParams, sortBy, ...rest } = params;
  const { filters, issues, ignored } = resolveSearchFilters(filterParams, config);
  if (issues[0]) throw refuse(issues[0]);
  return { ...rest, sort: sortBy ?? 'relevance', filters, ignoredParams: ignored };
};

/** A search from its address form (a saved search, a job alert), read as the search API reads it. */
export const readSearch = (raw: RawSearchQuery, config: TenantConfig): ResolvedSearch => {
  const decoded = searchQuerySchema.safeDecode(raw);
  if (!decoded.success) {
    const [issue] = decoded.error.issues;
    throw refuse({ param: String(issue?.path[0] ?? 'query'), message: issue?.message ?? '' });
  }
  return resolveSearch(decoded.data, config);
};

/**
 * A search a candidate keeps (a saved search, a job alert): as `readSearch`, and a filter the site
 * does not have is refused rather than ignored, since an alert on it would not alert on it.
 */
export const readSearchToKeep = (raw: RawSearchQuery, config: TenantConfig): ResolvedSearch => {
  const search = readSearch(raw, config);
  const [unknown] = search.ignoredParams.filter((param) => param.startsWith('filter_'));
  if (unknown === undefined) return search;
  const offered = config.searchConfig.allFilters.join(', ');
  throw refuse({ param: unknown, message: `Unknown filter. This site filters by: ${offered}.` });
};
