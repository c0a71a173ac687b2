import { themeSchema, type PublishedTheme, type ThemeVersion } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { publishTheme } from './publish-theme.ts';

/** Every version of the tenant's theme, newest first. */
export const listThemeVersions = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
): Promise<ThemeVersion[]> => {
  const rows = await deps.db
    .selectFrom('theme_versions')
    .select(['version', 'published_at', 'published_by', 'reverted_from'])
    .where('tenant_id', '=', tenantId)
    .orderBy('version', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by,
    revertedFrom: row.reverted_from,
  }));
};

/** Brings back an earlier version by publishing its tokens again as the newest version. */
export const revertTheme = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { tenantId: number; version: number; publishedBy: string },
): Promise<PublishedTheme> => {
  const row = await deps.db
    .selectFrom('theme_versions')
    .select('theme')
    .where('tenant_id', '=', options.tenantId)
    .where('version', '=', options.version)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no theme version ${options.version}.`);
  return publishTheme(deps, {
    tenantId: options.tenantId,
    theme: themeSchema.parse(row.theme),
    publishedBy: options.publishedBy,
    revertedFrom: options.version,
  });
};
