import { checkTheme, type PublishedTheme, type Theme } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, conflict } from '../../http/app-error.ts';

export const themeInvalid = (fields: Record<string, string>) =>
  new AppError(422, 'theme_invalid', 'Some theme values cannot be used.', { fields });

/**
 * Publishes a theme as the tenant's next version. Nothing is written unless every token is known,
 * every value fits its kind and every text colour meets WCAG AA on its background. With
 * `baseVersion`, a version published by someone else since is a conflict, not overwritten.
 */
export const publishTheme = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: {
    tenantId: number;
    theme: Theme;
    publishedBy: string;
    baseVersion?: number | null | undefined;
    revertedFrom?: number;
  },
): Promise<PublishedTheme> => {
  const fields = checkTheme(options.theme);
  if (Object.keys(fields).length > 0) throw themeInvalid(fields);
  return deps.db.transaction().execute(async (trx) => {
    // The tenant's row lock orders concurrent publishes, so each gets its own version number.
    await trx
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', options.tenantId)
      .forUpdate()
      .execute();
    const latest = await trx
      .selectFrom('theme_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('tenant_id', '=', options.tenantId)
      .executeTakeFirst();
    const current = latest?.version ?? null;
    if (options.baseVersion !== undefined && options.baseVersion !== current)
      throw conflict(
        'Someone published the theme after you opened it. Reload to see their changes, then publish again.',
      );
    const version = (current ?? 0) + 1;
    await trx
      .insertInto('theme_versions')
      .values({
        tenant_id: options.tenantId,
        version,
        theme: JSON.stringify(options.theme),
        published_by: options.publishedBy,
        published_at: deps.clock.now(),
        reverted_from: options.revertedFrom ?? null,
      })
      .execute();
    return { version, theme: options.theme };
  });
};
