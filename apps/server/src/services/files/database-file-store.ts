import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from './file-store.ts';

/** Keeps file bytes in the `files` table: one place to back up; S3 is the scale path. */
export const createDatabaseFileStore = (db: Kysely<Database>): FileStore => ({
  save: async (input) => {
    const file = {
      id: randomUUID(),
      name: input.name,
      contentType: input.contentType,
      size: input.content.byteLength,
      sha256: createHash('sha256').update(input.content).digest('hex'),
    };
    await db
      .insertInto('files')
      .values({
        id: file.id,
        tenant_id: input.tenantId,
        candidate_id: input.candidateId ?? null,
        name: file.name,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
        content: input.content,
        storage_key: null,
      })
      .execute();
    return file;
  },
  read: async (tenantId, id) => {
    const row = await db
      .selectFrom('files')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.content) return null;
    return {
      id: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      sha256: row.sha256,
      candidateId: row.candidate_id,
      content: new Uint8Array(row.content),
    };
  },
  remove: async (tenantId, id) => {
    await db.deleteFrom('files').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  },
});
