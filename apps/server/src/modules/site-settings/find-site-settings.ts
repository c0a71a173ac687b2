import { readSiteSettings, tenantConfigSchema, type VersionedSiteSettings } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** The tenant's site settings as stored now (not the node's cached copy), with their version. */
export const findSiteSettings = async (
  db: Kysely<Database>,
  tenantId: number,
): Promise<VersionedSiteSettings> => {
  const row = await db
    .selectFrom('tenants')
    .select(['config', 'config_version'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    version: row.config_version,
    settings: readSiteSettings(tenantConfigSchema.parse(row.config)),
  };
};
