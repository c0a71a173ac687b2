import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Revokes a tenant's token at once; true when a live token was revoked. */
export const revokeApiToken = async (
  db: Kysely<Database>,
  input: { tenantId: number; tokenId: number; now: Date },
) => {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: input.now })
    .where('id', '=', input.tokenId)
    .where('tenant_id', '=', input.tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** A tenant's tokens, newest first, without any secret. */
export const listApiTokens = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at', 'revoked_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .execute();
