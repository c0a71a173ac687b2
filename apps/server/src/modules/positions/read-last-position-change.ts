import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * When the tenant's positions last changed, closed ones included (closing a position moves its
 * `updated_at`, and takes it out of every feed); undefined when it has none.
 */
export const readLastPositionChange = async (db: Kysely<Database>, tenantId: number) => {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.max('updated_at').as('last'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : undefined;
};
