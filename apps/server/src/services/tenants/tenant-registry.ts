import { tenantConfigSchema, type TenantConfig } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';

export type TenantContext = {
  id: number;
  domain: string;
  name: string;
  isDefault: boolean;
  config: TenantConfig;
};

/** NOTIFY channel of every write to the tenants table (a trigger sends it: migration 0023). */
const TENANT_CHANGES_CHANNEL = 'tenant_changes';

/** A safety net for a node that could not listen: it re-reads the tenants this often anyway. */
const CACHE_MS = 30_000;

/**
 * Tenants by domain, kept in memory (every request needs one, and asks the database nothing). A
 * trigger announces every write to the tenants table, a settings save on any node or an edit by
 * hand in SQL alike, and each node that `follow`s the announcements re-reads the tenants before
 * its next lookup: a saved change is in force on every node at once. The saving node also
 * reloads itself before it answers. A stored config that fails the schema is reported with the
 * tenant's domain rather than served half-valid.
 */
export const createTenantRegistry = (db: Kysely<Database>, now: () => Date) => {
  let byDomain = new Map<string, TenantContext>();
  /** A tenant's own host names (config `hosts.names`). */
  let byHost = new Map<string, TenantContext>();
  let defaultTenant: TenantContext | undefined;
  let loadedAt = -Infinity;
  /** Set by an announced change: the next lookup reads the tenants again. */
  let isStale = true;

  const reload = async () => {
    isStale = false;
    const rows = await db.selectFrom('tenants').selectAll().execute();
    const next = new Map<string, TenantContext>();
    const nextByHost = new Map<string, TenantContext>();
    let nextDefault: TenantContext | undefined;
    for (const row of rows) {
      const parsed = tenantConfigSchema.safeParse(row.config);
      if (!parsed.success) {
        throw new Error(`Tenant ${row.domain} has an invalid config: ${parsed.error.message}`);
      }
      const tenant = {
        id: row.id,
        domain: row.domain,
        name: row.name,
        isDefault: row.is_default,
        config: parsed.data,
      };
      next.set(row.domain, tenant);
      for (const name of parsed.data.hosts.names) nextByHost.set(name, tenant);
      if (row.is_default) nextDefault = tenant;
    }
    byDomain = next;
    byHost = nextByHost;
    defaultTenant = nextDefault ?? next.values().next().value;
    loadedAt = now().getTime();
  };

  const fresh = async () => {
    if (isStale || now().getTime() - loadedAt > CACHE_MS) await reload();
  };

  const markStale = () => {
    isStale = true;
  };

  return {
    reload,
    /** Re-reads the tenants after every announced change, and after the feed reconnects. */
    follow: (database: DatabaseHandle) =>
      database.listen(database.channel(TENANT_CHANGES_CHANNEL), {
        onNotification: markStale,
        onReconnect: markStale,
      }),
    /**
     * The tenant named by `domain`, else the one that has the request's host as one of its host
     * names or as its domain, else the default.
     */
    resolve: async (domain: string | undefined, host: string | undefined) => {
      await fresh();
      if (domain) return byDomain.get(domain.toLowerCase());
      const hostname = host?.split(':')[0]?.toLowerCase();
      return (hostname && (byHost.get(hostname) ?? byDomain.get(hostname))) || defaultTenant;
    },
    all: async () => {
      await fresh();
      return [...byDomain.values()];
    },
  };
};

export type TenantRegistry = ReturnType<typeof createTenantRegistry>;
