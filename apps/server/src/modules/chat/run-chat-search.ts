import {
  FILTER_PARAM_PREFIX,
  type ChatPageSearch,
  type RawSearchQuery,
  type SearchPosition,
  type TenantConfig,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { readSearch, runSearchTask } from '../search/index.ts';
import type { UnderstoodSearch } from './understand-message.ts';

/** The search in the address form the search page and `GET /api/pcsx/search` take. */
export const toPageSearch = (search: UnderstoodSearch): ChatPageSearch => {
  const filters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(search.filters))
    filters[`${FILTER_PARAM_PREFIX}${name}`] = values;
  if (search.distanceKm !== undefined) filters.filter_distance = [String(search.distanceKm)];
  if (search.point) {
    filters.lat = [String(search.point.lat)];
    filters.lng = [String(search.point.lng)];
  }
  return { query: search.query, location: search.location, filters };
};

/** The search address takes at most this many characters of query and of location text. */
const SEARCH_TEXT_MAX_CHARS = 200;

/** A long message's words, cut at a word so the search takes them rather than refusing them. */
const clip = (text: string) =>
  text.length <= SEARCH_TEXT_MAX_CHARS
    ? text
    : text.slice(0, SEARCH_TEXT_MAX_CHARS + 1).replace(/\s*\S*$/u, '');

export const toRawSearch = (search: ChatPageSearch): RawSearchQuery => ({
  ...search.filters,
  query: clip(search.query),
  location: clip(search.location),
});

/**
 * Runs a search the assistant made through the search API's own code: the same reading of the
 * parameters, the same index, the same first page. Only the tenant's open positions come back.
 */
export const runChatSearch = async (
  deps: Pick<AppDeps, 'search' | 'clock'>,
  tenant: { id: number; config: TenantConfig },
  search: ChatPageSearch,
): Promise<{ count: number; positions: SearchPosition[] }> => {
  const resolved = readSearch(toRawSearch(search), tenant.config);
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const result = await runSearchTask(deps.search, tenant.id, 'search', {
    config: tenant.config,
    params: resolved,
    nowSeconds,
  });
  return { count: result.count, positions: result.positions };
};
