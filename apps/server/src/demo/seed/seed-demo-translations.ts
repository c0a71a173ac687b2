import type { AppDeps } from '../../core/app-deps.ts';
import { DEMO_TRANSLATED_POSTINGS } from './demo-translations.ts';

/**
 * Gives a few of the tenant's generated postings a hand-written English text and its
 * translations, so the demo's job pages read in German, Arabic or Japanese. A title the
 * generator did not draw is skipped. Returns the ids of the translated postings.
 */
export const seedDemoTranslations = async (deps: Pick<AppDeps, 'db'>, tenantId: number) => {
  const ids: number[] = [];
  for (const posting of DEMO_TRANSLATED_POSTINGS) {
    const row = await deps.db
      .selectFrom('positions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'open')
      .where('title', '=', posting.title)
      .orderBy('id')
      .executeTakeFirst();
    if (!row) continue;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('positions')
        .set({ description: posting.description, default_language: 'en' })
        .where('id', '=', row.id)
        .execute();
      await trx
        .insertInto('position_translations')
        .values(posting.translations.map((text) => ({ position_id: row.id, ...text })))
        .execute();
    });
    ids.push(row.id);
  }
  return ids;
};
