import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type ForeignKey = { table_name: string; column_name: string };

/**
 * Every column that references `files (id)`, read from the database's own catalogue, so a table
 * added later with such a column keeps its files without anyone remembering to list it here.
 * From pg_catalog, not information_schema: its views took about 2 s a call on a PostgreSQL server
 * with many schemas, on every draft save that drops a file.
 */
export const fileReferenceColumns = async (db: Kysely<Database>) => {
  const { rows } = await sql<ForeignKey>`
    SELECT referencing.relname AS table_name, attribute.attname AS column_name
    FROM pg_constraint foreign_key
    JOIN pg_class referencing ON referencing.oid = foreign_key.conrelid
    JOIN pg_attribute attribute
      ON attribute.attrelid = foreign_key.conrelid AND attribute.attnum = ANY (foreign_key.conkey)
    WHERE foreign_key.contype = 'f' AND foreign_key.confrelid = 'files'::regclass
    ORDER BY 1, 2`.execute(db);
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
