import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The skills the tenant's open positions ask for: the words a resume's skills are matched with. */
export const readSkillVocabulary = async (db: Kysely<Database>, tenantId: number) => {
  const rows = await db
    .selectFrom('positions')
    .select(sql<string>`unnest(skills)`.as('skill'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open')
    .distinct()
    .execute();
  return rows.map((row) => row.skill).filter(Boolean);
};
