import type { TenantConfig } from '@careers/shared';
import type { StoredPosition } from '../positions/index.ts';
import { searchTasks, type SearchTaskName } from './search-tasks.ts';
import {
  emptyTenantSearch,
  openTenantSearch,
  type SharedTenant,
  type TenantSearch,
} from './tenant-search.ts';

/**
 * The writes a replica takes, in the order they were sent. 'install' replaces a tenant's index
 * by a new shared version in one step, between two reads: a reader sees the old index (with the
 * writes applied to it) or the new one, never a part of either.
 */
export type ReplicaWrite =
  | { op: 'install'; tenantId: number; tenant: SharedTenant }
  | { op: 'retain'; tenantIds: number[] }
  | { op: 'put'; position: StoredPosition }
  | { op: 'take'; positionId: number }
  | { op: 'config'; tenantId: number; config: TenantConfig };

/** Every tenant's index as one thread reads it: what a search worker holds, or the process in tests. */
export const createReplica = () => {
  const byTenant = new Map<number, TenantSearch>();
  const configs = new Map<number, TenantConfig>();
  const languages = new Map<number, string | undefined>();

  const forTenant = (tenantId: number): TenantSearch => {
    let search = byTenant.get(tenantId);
    if (!search) byTenant.set(tenantId, (search = emptyTenantSearch(languages.get(tenantId))));
    return search;
  };

  const apply = (write: ReplicaWrite) => {
    switch (write.op) {
      case 'install':
        languages.set(write.tenantId, write.tenant.language);
        byTenant.set(write.tenantId, openTenantSearch(write.tenant));
        return;
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
