import type { Language, TenantConfig } from '@careers/shared';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';
import { badRequest } from '../../http/app-error.ts';
import { engineConstraints } from './engine-constraints.ts';
import type { ResolvedSearch } from './read-search.ts';
import { resolveLocation } from './resolve-location.ts';
import { searchPositions, type SearchPage } from './search-positions.ts';
import type { TenantSearch } from './tenant-search.ts';

type Read = {
  config: TenantConfig;
  params: ResolvedSearch;
  nowSeconds: number;
  /** The filters' default names and labels are in this language. */
  language?: Language;
};
type Suggest = { type: 'query' | 'location'; prefix: string; limit?: number; minLength: number };

/**
 * What a request asks of a tenant's index. Each runs where the index lives: in a search worker
 * thread (search-worker.ts), or in this thread when the pool has no threads (tests, the CLI).
 * Inputs and answers are plain data, so they cross a thread by structured clone.
 */
export const searchTasks = {
  search: (search: TenantSearch, { config, params, nowSeconds, language }: Read): SearchPage =>
    searchPositions(search, config, params, nowSeconds, language),
  suggest: (search: TenantSearch, { type, prefix, limit, minLength }: Suggest) => {
    const { index } = search;
    const options = { prefix, minLength, ...(limit !== undefined && { limit }) };
    return type === 'location' ? index.suggestLocations(options) : index.suggestQueries(options);
  },
  markers: (search: TenantSearch, { config, params, nowSeconds }: Read) => {
    if (!params.bounds) throw badRequest('Markers need bounds=south,west,north,east.');
    const location = resolveLocation(params, search.index, config);
    const all = engineConstraints(params, location, nowSeconds);
    const markers = search.index.markers({ ...all, bounds: params.bounds });
    // positions, not places: a position in two cities on the map counts once, as in the list
    const count = search.index.search({ ...all, bounds: params.bounds, size: 0 }).total;
    return { count, markers };
  },
  size: (search: TenantSearch) => search.index.size,
  /** One open position's summary, or null when the tenant has no such open position. */
  summary: (search: TenantSearch, { id }: { id: number }) => search.summary(id) ?? null,
};

export type SearchTasks = typeof searchTasks;
export type SearchTaskName = keyof SearchTasks;
type InputOf<K extends SearchTaskName> = Parameters<SearchTasks[K]>[1];

/**
 * Runs a task on the tenant's index, wherever it lives; typed here, untyped across threads. A
 * task asked for while the server starts waits for the first build (/readyz tells).
 */
export const runSearchTask = async <K extends SearchTaskName>(
  indexes: SearchIndexes,
  tenantId: number,
  name: K,
  ...input: InputOf<K> extends undefined ? [] : [InputOf<K>]
): Promise<ReturnType<SearchTasks[K]>> => {
  await indexes.ready();
  return indexes.run(tenantId, name, input[0]) as Promise<ReturnType<SearchTasks[K]>>;
};
