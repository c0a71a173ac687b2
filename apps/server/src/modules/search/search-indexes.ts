import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';
import {
  POSITION_CHANGES_CHANNEL,
  parsePositionChanges,
  readOpenPositions,
  readPositionsByIds,
} from '../positions/index.ts';
import { emptyTenantSearch, loadTenantSearch, type TenantSearch } from './tenant-search.ts';

export const createSearchIndexes = (
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): SearchIndexes => {
  let byTenant = new Map<number, TenantSearch>();
  const nodeId = randomUUID();

  const forTenant = (tenantId: number): TenantSearch => {
    let search = byTenant.get(tenantId);
    if (!search) byTenant.set(tenantId, (search = emptyTenantSearch()));
    return search;
  };

  const buildTenant = async (tenantId: number) => {
    const started = performance.now();
    const search = await loadTenantSearch(readOpenPositions(db, tenantId));
    log.info(
      { tenantId, positions: search.index.size, ms: Math.round(performance.now() - started) },
      'search index built',
    );
    return search;
  };

  const build = async () => {
    const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
    const next = new Map<number, TenantSearch>();
    for (const { id } of tenants) next.set(id, await buildTenant(id));
    byTenant = next;
  };

  const applyChanges = async (positionIds: readonly number[]) => {
    const found = await readPositionsByIds(db, positionIds);
    const foundIds = new Set(found.map((position) => position.id));
    for (const position of found) {
      for (const [tenantId, search] of byTenant) {
        if (tenantId !== position.tenantId) search.take(position.id);
      }
      if (position.status === 'open') forTenant(position.tenantId).put(position);
      else forTenant(position.tenantId).take(position.id);
    }
    for (const id of positionIds) {
      if (!foundIds.has(id)) byTenant.forEach((search) => search.take(id));
    }
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
        build().catch((error: unknown) => log.error({ err: error }, 'search index rebuild failed'));
      },
      onError: (error) => log.warn({ err: error }, 'position change feed error'),
    });

  return { nodeId, build, forTenant, applyChanges, follow };
};
