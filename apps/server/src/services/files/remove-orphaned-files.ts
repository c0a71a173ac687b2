import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fileReferenceColumns } from './file-references.ts';
import type { FileStore } from './file-store.ts';

/**
 * A file younger than this is never swept: an upload is stored before the row that names it is
 * written (form answers, a draft, a signed document), so a new file is briefly unreferenced.
 */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Files looked at per pass, so one pass stays short however much has piled up. */
const BATCH = 500;

/**
 * Removes files nothing names any more: no column that references files, no form response
 * (answers carry file ids inside their JSON) and no tenant's configuration (the logo's address). Replaced avatars, resumes removed from a profile,
 * uploads of a request that failed after storing its file: all end here. Returns how many went.
 */
export const removeOrphanedFiles = async (
  deps: { db: Kysely<Database>; files: FileStore },
  now: Date,
): Promise<number> => {
  const columns = await fileReferenceColumns(deps.db);
  const unreferenced = columns.map(
    ({ table_name, column_name }) =>
      sql`NOT EXISTS (SELECT 1 FROM ${sql.table(table_name)} r WHERE r.${sql.ref(column_name)} = f.id)`,
  );
  const { rows } = await sql<{ id: string; tenant_id: number }>`
    SELECT f.id, f.tenant_id FROM files f
    WHERE f.created_at < ${new Date(now.getTime() - ORPHAN_GRACE_MS)}
      ${unreferenced.length ? sql`AND ${sql.join(unreferenced, sql` AND `)}` : sql``}
      AND NOT EXISTS (
        SELECT 1 FROM form_responses r
        WHERE r.tenant_id = f.tenant_id AND strpos(r.answers::text, f.id::text) > 0
      )
      AND NOT EXISTS (
        SELECT 1 FROM tenants t WHERE t.id = f.tenant_id AND strpos(t.config::text, f.id::text) > 0
      )
    ORDER BY f.created_at
    LIMIT ${BATCH}`.execute(deps.db);
  for (const file of rows) await deps.files.remove(file.tenant_id, file.id);
  return rows.length;
};
