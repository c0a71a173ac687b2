import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readPositionsByIds, type StoredPosition } from '../positions/index.ts';

/** A feed file stays a size job boards fetch in one go; the newest positions come first. */
export const FEED_LIMIT = 50_000;

/** The tenant's open positions for its feeds, newest posting first (then highest id). */
export const readFeedPositions = async (
  db: Kysely<Database>,
  tenantId: number,
): Promise<StoredPosition[]> => {
  const rows = await db
    .selectFrom('positions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open')
    .orderBy('posted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FEED_LIMIT)
    .execute();
  const positions = await readPositionsByIds(
    db,
    rows.map((row) => row.id),
  );
  return positions.sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id);
};
