import { randomUUID } from 'node:crypto';
import type { TenantConfig } from '@careers/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';
import { createSearchThreads } from '../../services/search/search-threads.ts';
import {
  POSITION_CHANGES_CHANNEL,
  parsePositionChanges,
  readOpenPositions,
  readPositionsByIds,
} from '../positions/index.ts';
import { createReplica, type ReplicaWrite } from './search-replica.ts';
import type { SearchTaskName } from './search-tasks.ts';

/** The tenant's default language: its postings are stemmed in it (English without one). */
const languageOf = (config: unknown) => {
  const language = (config as { defaultLanguage?: unknown } | null)?.defaultLanguage;
  return typeof language === 'string' ? language : undefined;
};

type Options = {
  /** Worker threads holding the indexes; 0 keeps them in this thread. */
  threads: number;
  pageSize?: number;
  /** Tests: called after each page of a build is sent. */
  afterPage?: () => Promise<void>;
};

/**
 * Where the indexes live: in `threads` worker threads, each with every tenant's index, or in
 * this thread. Writes go to every copy in order; a read goes to one.
 */
const createTarget = (threads: number, onRestart: () => void, log: FastifyBaseLogger) => {
  if (threads === 0) {
    const replica = createReplica();
    return {
      write: (message: ReplicaWrite) => replica.apply(message),
      read: async (tenantId: number, name: SearchTaskName, input: unknown) =>
        replica.run(tenantId, name, input),
      close: async () => {},
    };
  }
  const pool = createSearchThreads(new URL('./search-worker.ts', import.meta.url), threads, {
    onRestart,
    onError: (error) => log.error({ err: error }, 'a search thread failed'),
  });
  // A tenant's configuration crosses to the threads once per version, not with every search.
  const sent = new WeakSet<TenantConfig>();
  return {
    write: (message: ReplicaWrite) => pool.broadcast(message),
    read: (tenantId: number, name: SearchTaskName, input: unknown) => {
      if (input && typeof input === 'object' && 'config' in input) {
        const config = input.config as TenantConfig;
        if (!sent.has(config)) {
          pool.broadcast({ op: 'config', tenantId, config } satisfies ReplicaWrite);
          sent.add(config);
        }
        input = { ...input, config: null };
      }
      return pool.request({ op: 'run', tenantId, name, input });
    },
    close: () => pool.close(),
  };
};

export const createSearchIndexes = (
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  { threads, pageSize, afterPage }: Options = { threads: 0 },
): SearchIndexes => {
  const nodeId = randomUUID();
  let isBuilt = false;
  let firstBuild: Promise<void> | undefined;
  let building = Promise.resolve();
  // Positions written while a build runs: read again once it has replaced the indexes, so a
  // write the build's pages missed is not lost with the index it went to.
  let changedDuringBuild: Set<number> | undefined;
  // What caches of a tenant's open positions (the job feeds) are keyed by: a rebuild changes
  // every tenant's version at once, a write its tenant's.
  let epoch = 0;
  const versions = new Map<number, number>();
  const bump = (tenantId: number) => versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);

  const rebuild = () => {
    build().catch((error: unknown) => log.error({ err: error }, 'search index rebuild failed'));
  };
  const target = createTarget(threads, rebuild, log);

  const buildTenant = async (tenantId: number, language: string | undefined) => {
    const started = performance.now();
    let positions = 0;
    target.write({ op: 'build-start', tenantId, language });
    for await (const page of readOpenPositions(db, tenantId, pageSize)) {
      target.write({ op: 'build-page', tenantId, positions: page });
      positions += page.length;
      await afterPage?.();
    }
    target.write({ op: 'build-end', tenantId });
    log.info(
      { tenantId, positions, threads, language, ms: Math.round(performance.now() - started) },
      'search index built',
    );
  };

  const buildAll = async () => {
    changedDuringBuild = new Set();
    try {
      const tenants = await db
        .selectFrom('tenants')
        .select(['id', 'config'])
        .orderBy('id')
        .execute();
      for (const { id, config } of tenants) await buildTenant(id, languageOf(config));
      target.write({ op: 'retain', tenantIds: tenants.map(({ id }) => id) });
      epoch += 1;
    } finally {
      const changed = [...changedDuringBuild];
      changedDuringBuild = undefined;
      if (changed.length > 0) await applyChanges(changed);
    }
  };

  // One build at a time; a build asked for during another runs after it.
  const build = () => {
    const next = building.then(buildAll, buildAll);
    building = next.catch(() => {});
    firstBuild ??= next.then(() => {
      isBuilt = true;
    });
    return next;
  };

  const applyChanges = async (positionIds: readonly number[]) => {
    for (const id of positionIds) changedDuringBuild?.add(id);
    const found = await readPositionsByIds(db, positionIds);
    const foundIds = new Set(found.map((position) => position.id));
    for (const position of found) {
      target.write({ op: 'put', position });
      bump(position.tenantId);
    }
    for (const id of positionIds) {
      if (!foundIds.has(id)) target.write({ op: 'take', positionId: id });
    }
    // a position gone from the database: which tenant it was in is not known here
    if (found.length < positionIds.length) epoch += 1;
  };

  const follow = (database: DatabaseHandle) =>
    database.listen(database.channel(POSITION_CHANGES_CHANNEL), {
      onNotification: (payload) => {
        const changes = parsePositionChanges(payload);
        if (!changes || changes.node === nodeId) return;
        const applying = 'ids' in changes ? applyChanges(changes.ids) : build();
        applying.catch((error: unknown) =>
          log.error({ err: error }, 'could not apply position changes to the search index'),
        );
      },
      onReconnect: () => {
        log.warn('position change feed reconnected: rebuilding the search indexes');
        rebuild();
      },
      onError: (error) => log.warn({ err: error }, 'position change feed error'),
    });

  return {
    nodeId,
    threads,
    build,
    ready: () => firstBuild ?? Promise.resolve(),
    isReady: () => isBuilt,
    run: (tenantId, task, input) => target.read(tenantId, task as SearchTaskName, input),
    version: (tenantId) => `${String(epoch)}.${String(versions.get(tenantId) ?? 0)}`,
    applyChanges,
    follow,
    close: () => target.close(),
  };
};
