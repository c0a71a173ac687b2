import { themeSchema, type PublishedTheme } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The tenant's newest theme version, read from the database on each call (one indexed row) rather
 * than from the tenant cache, so a publish on any node is in force on every node at once.
 */
export const findPublishedTheme = async (
  db: Kysely<Database>,
  tenantId: number,
): Promise<PublishedTheme> => {
  const row = await db
    .selectFrom('theme_versions')
    .select(['version', 'theme'])
    .where('tenant_id', '=', tenantId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { version: null, theme: { default: {}, pcsx: {} } };
  // A stored theme was checked when published; a token later dropped from the catalogue is
  // harmless (nothing reads it), so the stored values are passed on as they are.
  const parsed = themeSchema.safeParse(row.theme);
  return { version: row.version, theme: parsed.success ? parsed.data : { default: {}, pcsx: {} } };
};
