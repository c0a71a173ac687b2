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
import { inThreadBuilder, workerBuilder } from './tenant-builder.ts';
import type { SharedTenant } from './tenant-search.ts';

/** The tenant's default language: its postings are stemmed in it (English without one). */
const languageOf = (config: unknown) => {
  const language = (config as { defaultLanguage?: unknown } | null)?.defaultLanguage;
  return typeof language === 'string' ? language : undefined;
};

type Options = {
  /** Search threads reading the indexes; 0 keeps them in this thread (tests, the CLI). */
  threads: number;
  pageSize?: number;
  /** Tests: called after each page of a build is read. */
  afterPage?: () => Promise<void>;
  /**
   * A tenant's index is built again into a new shared version after this many writes (each
   * search thread holds private copies of what writes changed until then; default 256 with
   * threads, never without) …
   */
  rebaseAfterWrites?: number;
  /** … or this long after the first write since its last version (default 60 s). */
  rebaseAfterMs?: number;
};

/**
 * Where the indexes live: read by `threads` search threads from shared memory, each version
 * built once by a build thread; or in this thread. Writes go to every reader in order.
 */
const createTarget = (threads: number, onRestart: () => void, log: FastifyBaseLogger) => {
  if (threads === 0) {
    const replica = createReplica();
    return {
      write: (message: ReplicaWrite) => replica.apply(message),
      read: async (tenantId: number, name: SearchTaskName, input: unknown) =>
        replica.run(tenantId, name, input),
      openBuilder: inThreadBuilder,
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
    openBuilder: workerBuilder,
    close: () => pool.close(),
  };
};

type Tenant = { id: number; config: unknown };

export const createSearchIndexes = (
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  {
    threads,
    pageSize,
    afterPage,
    rebaseAfterWrites = threads > 0 ? 256 : Infinity,
    rebaseAfterMs = 60_000,
  }: Options = { threads: 0 },
): SearchIndexes => {
  const nodeId = randomUUID();
  let isBuilt = false;
  let firstBuild: Promise<void> | undefined;
  let building = Promise.resolve();
  // Positions written while a build runs: read again before its version is installed, and sent
  // right after it, so a write the build's pages missed is not lost with the index it went to.
  let changedDuringBuild: Set<number> | undefined;
  // What caches of a tenant's open positions (the job feeds) are keyed by: a rebuild changes
  // every tenant's version at once, a write its tenant's.
  let epoch = 0;
  const versions = new Map<number, number>();
  const bump = (tenantId: number) => versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);
  // Per tenant, writes since its shared version, and the timer of its next one.
  const overlays = new Map<number, { writes: number; timer: NodeJS.Timeout }>();
  const rebaseDue = new Set<number>();

  const rebuild = () => {
    build().catch((error: unknown) => log.error({ err: error }, 'search index rebuild failed'));
  };
  const target = createTarget(threads, rebuild, log);

  /** The writes that bring the indexes to what the database holds for these positions. */
  const readWrites = async (positionIds: readonly number[]): Promise<ReplicaWrite[]> => {
    const found = await readPositionsByIds(db, positionIds);
    const foundIds = new Set(found.map((position) => position.id));
    return [
      ...found.map((position) => ({ op: 'put' as const, position })),
      ...positionIds
        .filter((id) => !foundIds.has(id))
        .map((positionId) => ({ op: 'take' as const, positionId })),
    ];
  };

  const send = (writes: readonly ReplicaWrite[]) => {
    for (const write of writes) {
      target.write(write);
      if (write.op === 'put') {
        bump(write.position.tenantId);
        noteWrite(write.position.tenantId);
      }
      // a position gone from the database: which tenant it was in is not known here
      if (write.op === 'take') epoch += 1;
    }
  };

  const noteWrite = (tenantId: number) => {
    if (!isBuilt || rebaseAfterWrites === Infinity) return;
    const overlay = overlays.get(tenantId);
    if (!overlay) {
      const timer = setTimeout(() => rebase(tenantId), rebaseAfterMs);
      timer.unref();
      overlays.set(tenantId, { writes: 1, timer });
    } else overlay.writes += 1;
    if ((overlay?.writes ?? 1) >= rebaseAfterWrites) rebase(tenantId);
  };

  /**
   * Installs a tenant's new version with the positions written while it was built: they are read
   * again (until none changed during the read) and sent right after it, so no reader ever sees
   * the new version without them.
   */
  const install = async (tenantId: number, tenant: SharedTenant) => {
    const writes: ReplicaWrite[] = [];
    for (;;) {
      const changed = [...(changedDuringBuild ?? [])];
      changedDuringBuild?.clear();
      if (changed.length === 0) break;
      writes.push(...(await readWrites(changed)));
    }
    clearTimeout(overlays.get(tenantId)?.timer);
    overlays.delete(tenantId);
    target.write({ op: 'install', tenantId, tenant });
    send(writes);
  };

  const builder = target.openBuilder;
  const buildTenants = async (tenants: readonly Tenant[]) => {
    changedDuringBuild = new Set();
    const run = builder();
    try {
      for (const { id, config } of tenants) {
        const started = performance.now();
        const language = languageOf(config);
        const pages = readOpenPositions(db, id, pageSize);
        const tenant = await run.build(language, pages, async () => {
          await afterPage?.();
        });
        await install(id, tenant);
        log.info(
          {
            tenantId: id,
            positions: tenant.summaries.ids.length,
            threads,
            language,
            ms: Math.round(performance.now() - started),
          },
          'search index built',
        );
      }
    } finally {
      await run.close();
      const changed = [...changedDuringBuild];
      changedDuringBuild = undefined;
      if (changed.length > 0) send(await readWrites(changed));
    }
  };

  const buildAll = async () => {
    const tenants = await db.selectFrom('tenants').select(['id', 'config']).orderBy('id').execute();
    await buildTenants(tenants);
    target.write({ op: 'retain', tenantIds: tenants.map(({ id }) => id) });
    epoch += 1;
  };

  /** Builds the tenants whose overlays are due again, into new shared versions. */
  const rebaseDueTenants = async () => {
    const due = [...rebaseDue];
    rebaseDue.clear();
    if (due.length === 0) return;
    const tenants = await db
      .selectFrom('tenants')
      .select(['id', 'config'])
      .where('id', 'in', due)
      .orderBy('id')
      .execute();
    await buildTenants(tenants);
  };

  // One build at a time; a build asked for during another runs after it.
  const enqueue = (job: () => Promise<void>) => {
    const next = building.then(job, job);
    building = next.catch(() => {});
    return next;
  };

  const build = () => {
    const next = enqueue(buildAll);
    firstBuild ??= next.then(() => {
      isBuilt = true;
    });
    return next;
  };

  const rebase = (tenantId: number) => {
    clearTimeout(overlays.get(tenantId)?.timer);
    overlays.delete(tenantId);
    if (rebaseDue.has(tenantId)) return;
    rebaseDue.add(tenantId);
    enqueue(rebaseDueTenants).catch((error: unknown) =>
      log.error({ err: error }, 'search index re-base failed'),
    );
  };

  const applyChanges = async (positionIds: readonly number[]) => {
    for (const id of positionIds) changedDuringBuild?.add(id);
    send(await readWrites(positionIds));
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
    settled: async () => {
      for (let last: Promise<void> | undefined; last !== building;) await (last = building);
    },
    run: (tenantId, task, input) => target.read(tenantId, task as SearchTaskName, input),
    version: (tenantId) => `${String(epoch)}.${String(versions.get(tenantId) ?? 0)}`,
    applyChanges,
    follow,
    close: async () => {
      for (const { timer } of overlays.values()) clearTimeout(timer);
      await target.close();
    },
  };
};
