import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { readCachedBadge, storeCachedBadge } from './badge-cache.ts';

/**
 * The badge: notifications not yet seen in an opened panel. One partial-index count, cached for
 * a few seconds (badge-cache.ts).
 */
export const countUnviewedNotifications = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  candidateId: number,
): Promise<number> => {
  const now = deps.clock.now().getTime();
  const cached = readCachedBadge(deps.db, candidateId, now);
  if (cached !== undefined) return cached;
  const row = await deps.db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('candidate_id', '=', candidateId)
    .where('is_viewed', '=', false)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  storeCachedBadge(deps.db, candidateId, count, now);
  return count;
};
