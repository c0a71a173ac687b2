import {
  applySiteSettings,
  readSiteSettings,
  siteSettingsSchema,
  tenantConfigSchema,
  type VersionedSiteSettings,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { sanitizeSettingsHtml } from './sanitize-settings-html.ts';
import { settingsInvalid } from './settings-invalid.ts';

/**
 * Saves the tenant's site settings as its next configuration version. Nothing is written unless
 * every value passes the tenant schema; a save started from an older version than the stored one
 * is a conflict, so nobody's change is overwritten unseen.
 */
export const saveSiteSettings = async (
  deps: Pick<AppDeps, 'db' | 'tenants' | 'clock'>,
  options: { tenantId: number; version: number; settings: unknown },
): Promise<VersionedSiteSettings> => {
  const parsed = siteSettingsSchema.safeParse(options.settings);
  if (!parsed.success) throw settingsInvalid(parsed.error.issues);
  const settings = sanitizeSettingsHtml(parsed.data);
  const saved = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tenants')
      .select(['config', 'config_version'])
      .where('id', '=', options.tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.config_version !== options.version)
      throw conflict(
        'Someone saved the settings after you opened them. Reload to see their changes, then save again.',
      );
    const checked = tenantConfigSchema.safeParse(
      applySiteSettings(tenantConfigSchema.parse(row.config), settings),
    );
    if (!checked.success) throw settingsInvalid(checked.error.issues);
    const version = row.config_version + 1;
    await trx
      .updateTable('tenants')
      .set({
        config: JSON.stringify(checked.data),
        config_version: version,
        name: checked.data.branding.companyName,
        updated_at: deps.clock.now(),
      })
      .where('id', '=', options.tenantId)
      .execute();
    return { version, settings: readSiteSettings(checked.data) };
  });
  await deps.tenants.reload();
  return saved;
};
