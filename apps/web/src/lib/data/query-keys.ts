import type { SearchParams } from '@careers/shared';

/**
 * Every server-state key of the web app, by resource. Features never spell a key: they use the
 * query options and hooks of this folder, or these factories to refresh a resource. Each key
 * starts with its resource's name, so `all` reaches every cached copy of it.
 */
export const queryKeys = {
  savedPositions: {
    all: ['saved-positions'] as const,
    list: (domain: string) => ['saved-positions', domain] as const,
  },
  positionDetails: {
    all: ['position-details'] as const,
    ofTenant: (domain: string) => ['position-details', domain] as const,
    one: (domain: string, hl: string, positionId: number, queriedLocation: string) =>
      ['position-details', domain, hl, positionId, queriedLocation] as const,
  },
  search: {
    all: ['search'] as const,
    results: (domain: string, hl: string, params: SearchParams) =>
      ['search', 'results', domain, hl, params] as const,
    markers: (domain: string, params: SearchParams) =>
      ['search', 'markers', domain, params] as const,
  },
};
