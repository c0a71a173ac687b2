import type { TenantConfig } from '@careers/shared';
import type { StoredPosition } from '../positions/index.ts';
import { searchTasks, type SearchTaskName } from './search-tasks.ts';
import { emptyTenantSearch, startTenantSearch, type TenantSearch } from './tenant-search.ts';

/**
 * The writes a replica takes, in the order they were sent. A rebuild streams a tenant's pages
 * into a builder while the previous index keeps answering, and replaces it in one step at
 * 'build-end': a reader sees the old index or the new one, never a part of either.
 */
export type ReplicaWrite =
  | { op: 'build-start'; tenantId: number; language: string | undefined }
  | { op: 'build-page'; tenantId: number; positions: StoredPosition[] }
  | { op: 'build-end'; tenantId: number }
  | { op: 'retain'; tenantIds: number[] }
  | { op: 'put'; position: StoredPosition }
  | { op: 'take'; positionId: number }
  | { op: 'config'; tenantId: number; config: TenantConfig };

/** Every tenant's index in one thread: what a search worker holds, or the process in tests. */
export const createReplica = () => {
  const byTenant = new Map<number, TenantSearch>();
  const building = new Map<number, ReturnType<typeof startTenantSearch>>();
  const configs = new Map<number, TenantConfig>();
  const languages = new Map<number, string | undefined>();

  const forTenant = (tenantId: number): TenantSearch => {
    let search = byTenant.get(tenantId);
    if (!search) byTenant.set(tenantId, (search = emptyTenantSearch(languages.get(tenantId))));
    return search;
  };

  const apply = (write: ReplicaWrite) => {
    switch (write.op) {
      case 'build-start':
        building.set(write.tenantId, startTenantSearch(write.language));
        languages.set(write.tenantId, write.language);
        return;
      case 'build-page':
        building.get(write.tenantId)?.add(write.positions);
        return;
      case 'build-end': {
        const builder = building.get(write.tenantId);
        if (!builder) return;
        building.delete(write.tenantId);
        byTenant.set(write.tenantId, builder.finish());
        return;
      }
      case 'retain':
        for (const tenantId of byTenant.keys()) {
          if (!write.tenantIds.includes(tenantId)) byTenant.delete(tenantId);
        }
        return;
      case 'put': {
        const { position } = write;
        for (const [tenantId, search] of byTenant) {
          if (tenantId !== position.tenantId) search.take(position.id);
        }
        if (position.status === 'open') forTenant(position.tenantId).put(position);
        else forTenant(position.tenantId).take(position.id);
        return;
      }
      case 'take':
        byTenant.forEach((search) => search.take(write.positionId));
        return;
      case 'config':
        configs.set(write.tenantId, write.config);
        return;
    }
  };

  const run = (tenantId: number, name: SearchTaskName, input: unknown): unknown => {
    const task = searchTasks[name] as (search: TenantSearch, input: unknown) => unknown;
    if (!task) throw new Error(`unknown search task ${String(name)}`);
    const withConfig =
      input && typeof input === 'object' && 'config' in input && input.config === null
        ? { ...input, config: configs.get(tenantId) }
        : input;
    return task(forTenant(tenantId), withConfig);
  };

  return { apply, run, forTenant };
};
