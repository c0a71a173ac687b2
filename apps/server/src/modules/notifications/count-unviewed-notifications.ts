import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { BADGE_CACHE_MS, readCachedBadge, storeCachedBadge } from './badge-cache.ts';

/**
 * The badge: notifications not yet seen in an opened panel. One partial-index count, cached for
 * a few seconds (badge-cache.ts), each for a random part of that bound.
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
  // kept for between half and all of BADGE_CACHE_MS, at random: counts cached together are read
  // again spread out, not in one burst that stalls the database
  storeCachedBadge(deps.db, candidateId, count, now - Math.random() * (BADGE_CACHE_MS / 2));
  return count;
};
