import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The words of the tenant's open positions a resume is read with: their skills (found whole in
 * the resume's skill lists) and their titles (whose head nouns mark job titles, beside the
 * parser's general list).
 */
export const readTenantVocabulary = async (db: Kysely<Database>, tenantId: number) => {
  const openPositions = db
    .selectFrom('positions')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open');
  const [skills, titles] = await Promise.all([
    openPositions
      .select(sql<string>`unnest(skills)`.as('word'))
      .distinct()
      .execute(),
    openPositions.select('title as word').distinct().execute(),
  ]);
  const words = (rows: { word: string }[]) => rows.map((row) => row.word).filter(Boolean);
  return { skillVocabulary: words(skills), titleVocabulary: words(titles) };
};
