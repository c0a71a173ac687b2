import { tenantConfigSchema, type TenantConfig } from '@careers/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TenantContext = {
  id: number;
  domain: string;
  name: string;
  isDefault: boolean;
  config: TenantConfig;
};

const CACHE_MS = 30_000;

/**
 * Tenants by domain, kept in memory (every request needs one). Each lookup first reads the
 * tenants' count and the sum of their config versions (one small aggregate), and re-reads the
 * tenants when that stamp moved: a settings save on any node (it bumps `config_version`) is in
 * force on every node from its next request. A config edited by hand in SQL, which leaves the
 * version alone, shows up within 30 seconds. A stored config that fails the schema is reported
 * with the tenant's domain rather than served half-valid.
 */
export const createTenantRegistry = (db: Kysely<Database>, now: () => Date) => {
  let byDomain = new Map<string, TenantContext>();
  /** A tenant's own host names (config `hosts.names`). */
  let byHost = new Map<string, TenantContext>();
  let defaultTenant: TenantContext | undefined;
  let loadedAt = -Infinity;
  let loadedStamp = '';

  const readStamp = async () => {
    const row = await db
      .selectFrom('tenants')
      .select(sql<string>`count(*) || ':' || coalesce(sum(config_version), 0)`.as('stamp'))
      .executeTakeFirstOrThrow();
    return row.stamp;
  };

  const reload = async () => {
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
    loadedStamp = `${rows.length}:${rows.reduce((sum, row) => sum + row.config_version, 0)}`;
  };

  const fresh = async () => {
    if (now().getTime() - loadedAt > CACHE_MS || (await readStamp()) !== loadedStamp)
      await reload();
  };

  return {
    reload,
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
