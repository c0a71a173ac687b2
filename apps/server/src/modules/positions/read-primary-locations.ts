import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The first location's display name of each position (for lists that show one place). */
export const readPrimaryLocations = async (
  db: Kysely<Database>,
  positionIds: readonly number[],
): Promise<Map<number, string>> => {
  const primary = new Map<number, string>();
  if (!positionIds.length) return primary;
  const locations = await db
    .selectFrom('position_locations')
    .select(['position_id', 'display_name'])
    .where('position_id', 'in', [...positionIds])
    .orderBy('position_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const location of locations)
    if (!primary.has(location.position_id))
      primary.set(location.position_id, location.display_name);
  return primary;
};
