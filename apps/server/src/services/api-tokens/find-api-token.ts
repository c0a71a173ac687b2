import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken } from '../sessions/session-tokens.ts';

export type LiveApiToken = { id: number; name: string };

/** Writing the last use at most once a minute keeps a busy integration from writing per call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The live (not revoked) token of this tenant with this value, found by its hash, or null. Marks
 * it used.
 */
export const findApiToken = async (
  db: Kysely<Database>,
  input: { tenantId: number; token: string; now: Date },
): Promise<LiveApiToken | null> => {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'last_used_at'])
    .where('token_hash', '=', hashToken(input.token))
    .where('tenant_id', '=', input.tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : -Infinity;
  if (input.now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: input.now })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.id, name: row.name };
};
