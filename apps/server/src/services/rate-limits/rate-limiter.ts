import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { rateLimited } from '../../http/app-error.ts';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in the database, so a limit holds across server nodes. `consume` counts
 * one hit and throws 429 (with Retry-After) once the window's limit is passed.
 */
export const createRateLimiter = (db: Kysely<Database>, clock: Clock) => ({
  consume: async (key: string, rule: RateLimitRule) => {
    const now = clock.now().getTime();
    const windowStart = new Date(now - (now % rule.windowMs));
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (row.count > rule.limit) {
      throw rateLimited((windowStart.getTime() + rule.windowMs - now) / 1000);
    }
  },
  removeExpired: async (olderThanMs = 24 * 3_600_000) => {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(clock.now().getTime() - olderThanMs))
      .execute();
  },
});

export type RateLimiter = ReturnType<typeof createRateLimiter>;
