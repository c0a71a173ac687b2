import type { Suggestion } from '@careers/search';
import type { AppDeps } from '../../core/app-deps.ts';
import { runSearchTask } from '../search/index.ts';

type Lookup = { prefix: string; limit: number };

/**
 * The words and places a tenant's index knows, asked of the search threads that hold it: the
 * assistant reads roles, skills and places in a message with the index's own suggestions.
 */
export type IndexVocabulary = {
  suggestQueries: (lookup: Lookup) => Promise<Suggestion[]>;
  suggestLocations: (lookup: Lookup) => Promise<Suggestion[]>;
};

export const indexVocabulary = (
  deps: Pick<AppDeps, 'search'>,
  tenantId: number,
): IndexVocabulary => {
  const suggest = (type: 'query' | 'location', { prefix, limit }: Lookup) =>
    runSearchTask(deps.search, tenantId, 'suggest', { type, prefix, limit, minLength: 1 });
  return {
    suggestQueries: (lookup) => suggest('query', lookup),
    suggestLocations: (lookup) => suggest('location', lookup),
  };
};
