import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The secret behind CSRF tokens and code hashes: SESSION_SECRET when set (every node must share
 * it), else one generated on first start and kept in the database, which every node reads.
 */
export const loadServerSecret = async (db: Kysely<Database>, configured: string | undefined) => {
  if (configured) return configured;
  await db
    .insertInto('settings')
    .values({ key: 'server_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'server_secret')
    .executeTakeFirstOrThrow();
  return row.value;
};
