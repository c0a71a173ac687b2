import type { JobCart } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/** The cart: its open positions in the order added, and the ids no longer open. */
export const readJobCart = async (
  db: Kysely<Database>,
  input: { candidateId: number; tenantId: number; maxItems: number },
): Promise<JobCart> => {
  const rows = await db
    .selectFrom('job_cart_items')
    .innerJoin('positions', 'positions.id', 'job_cart_items.position_id')
    .select([
      'positions.id',
      'positions.title',
      'positions.department',
      'positions.is_remote',
      'positions.status',
      'positions.tenant_id',
      'job_cart_items.created_at as added_at',
    ])
    .where('job_cart_items.candidate_id', '=', input.candidateId)
    .orderBy('job_cart_items.created_at')
    .orderBy('positions.id')
    .execute();
  const open = rows.filter((row) => row.status === 'open' && row.tenant_id === input.tenantId);
  const locations = open.length
    ? await db
        .selectFrom('position_locations')
        .select(['position_id', 'display_name'])
        .where(
          'position_id',
          'in',
          open.map((row) => row.id),
        )
        .orderBy('position_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  const primary = new Map<number, string>();
  for (const location of locations)
    if (!primary.has(location.position_id))
      primary.set(location.position_id, location.display_name);
  return {
    jobCartData: open.map((row) => ({
      id: String(row.id),
      name: row.title,
      department: row.department,
      location: primary.get(row.id) ?? (row.is_remote ? 'Remote' : ''),
      addedTs: seconds(row.added_at),
    })),
    invalidPositionIds: rows
      .filter((row) => row.status !== 'open' || row.tenant_id !== input.tenantId)
      .map((row) => String(row.id)),
    maxItems: input.maxItems,
  };
};
