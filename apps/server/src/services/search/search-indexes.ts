import type { SearchPosition } from '@careers/shared';
import type { DatabaseHandle } from '../../db/open-database.ts';

/** What a result list shows of a position, kept beside the index so a page needs no query. */
export type PositionSummary = Required<Omit<SearchPosition, 'distanceKm' | 'publicUrl'>>;

/**
 * Every tenant's in-memory search index, following position writes. The search module builds it
 * (modules/search/search-indexes.ts) and types its tasks (modules/search/search-tasks.ts); the
 * app's dependencies name it by this type, so the layers below modules never import one.
 */
export type SearchIndexes = {
  /** This process: notifications it sent itself are already applied. */
  nodeId: string;
  /** How many worker threads read the indexes (0: this thread holds them). */
  threads: number;
  /** Builds every tenant's index from the open positions in the database, page by page. */
  build: () => Promise<void>;
  /** Settles when the first build has finished; `isReady` tells without waiting. */
  ready: () => Promise<void>;
  isReady: () => boolean;
  /**
   * Settles once no build is running or queued: a re-base (a tenant's index built again into a
   * new shared version after writes) included.
   */
  settled: () => Promise<void>;
  /** Runs a named search task on the tenant's index (modules/search/runSearchTask types it). */
  run: (tenantId: number, task: string, input: unknown) => Promise<unknown>;
  /**
   * Changes whenever a tenant's open positions may have: what caches of them (the job feeds) are
   * keyed by. Every node follows every write, so every node's version moves.
   */
  version: (tenantId: number) => string;
  /** Re-reads these positions and puts each in, or takes it out of, its tenant's index. */
  applyChanges: (positionIds: readonly number[]) => Promise<void>;
  /** Follows other nodes' writes (LISTEN); returns the stop function. */
  follow: (database: DatabaseHandle) => Promise<() => Promise<void>>;
  /** Stops the worker threads. */
  close: () => Promise<void>;
};
