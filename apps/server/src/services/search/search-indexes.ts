import type { SearchIndex } from '@careers/search';
import type { SearchPosition } from '@careers/shared';
import type { DatabaseHandle } from '../../db/open-database.ts';

/** What a result list shows of a position, kept beside the index so a page needs no query. */
export type PositionSummary = Omit<SearchPosition, 'distanceKm'>;

/** One tenant's index, and the summaries a page of results shows. */
export type TenantIndex = { index: SearchIndex; summaries: ReadonlyMap<number, PositionSummary> };

/**
 * Every tenant's in-memory search index, following position writes. The search module builds it
 * (modules/search/search-indexes.ts); the app's dependencies name it by this type, so the layers
 * below modules never import one.
 */
export type SearchIndexes = {
  /** This process: notifications it sent itself are already applied. */
  nodeId: string;
  /** Builds every tenant's index from the open positions in the database. */
  build: () => Promise<void>;
  /** The tenant's index; an empty one for a tenant without positions. */
  forTenant: (tenantId: number) => TenantIndex;
  /** Re-reads these positions and puts each in, or takes it out of, its tenant's index. */
  applyChanges: (positionIds: readonly number[]) => Promise<void>;
  /** Follows other nodes' writes (LISTEN); returns the stop function. */
  follow: (database: DatabaseHandle) => Promise<() => Promise<void>>;
};
