import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';

/** The badge: notifications not yet seen in an opened panel (one partial-index count). */
export const countUnviewedNotifications = async (
  deps: Pick<AppDeps, 'db'>,
  candidateId: number,
): Promise<number> => {
  const row = await deps.db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('candidate_id', '=', candidateId)
    .where('is_viewed', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
