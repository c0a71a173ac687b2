import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type ForeignKey = { table_name: string; column_name: string };

/**
 * Every column that references `files (id)`, read from the database's own catalogue, so a table
 * added later with such a column keeps its files without anyone remembering to list it here.
 */
export const fileReferenceColumns = async (db: Kysely<Database>) => {
  const { rows } = await sql<ForeignKey>`
    SELECT kcu.table_name, kcu.column_name
    FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_name = rc.unique_constraint_name
      AND ccu.constraint_schema = rc.unique_constraint_schema
    WHERE ccu.table_name = 'files' AND ccu.column_name = 'id'
      AND kcu.table_schema = current_schema()`.execute(db);
  return rows;
};

/**
 * Whether something other than answers holds the file: a row of a table with a `files` foreign key
 * (an offer's document, a resume, a photo) or a tenant's configuration (a logo's address).
 */
export const isFileReferencedByRow = async (db: Kysely<Database>, fileId: string) => {
  for (const { table_name, column_name } of await fileReferenceColumns(db)) {
    const { rows } = await sql`
      SELECT 1 FROM ${sql.table(table_name)} WHERE ${sql.ref(column_name)} = ${fileId} LIMIT 1`.execute(
      db,
    );
    if (rows.length) return true;
  }
  const { rows } = await sql`
    SELECT 1 FROM tenants WHERE strpos(config::text, ${fileId}) > 0 LIMIT 1`.execute(db);
  return rows.length > 0;
};

/** Whether a form response of the tenant names the file in its answers (ids live in the JSON). */
export const isFileNamedByAnswers = async (
  db: Kysely<Database>,
  tenantId: number,
  fileId: string,
  candidateId?: number,
) => {
  let query = db
    .selectFrom('form_responses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<number>`strpos(answers::text, ${fileId})`, '>', 0);
  if (candidateId !== undefined) query = query.where('candidate_id', '=', candidateId);
  return Boolean(await query.executeTakeFirst());
};
