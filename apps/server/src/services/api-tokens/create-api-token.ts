import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken } from '../sessions/session-tokens.ts';

/** A prefix makes a leaked token recognisable (secret scanners, logs) as this site's. */
export const API_TOKEN_PREFIX = 'cst_';

export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * Creates an API token for a tenant's employer API and returns it: the only time it is seen, as
 * only its SHA-256 is stored.
 */
export const createApiToken = async (
  db: Kysely<Database>,
  input: { tenantId: number; name: string; now: Date },
) => {
  const token = newApiToken();
  const row = await db
    .insertInto('api_tokens')
    .values({
      tenant_id: input.tenantId,
      name: input.name,
      token_hash: hashToken(token),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
};
