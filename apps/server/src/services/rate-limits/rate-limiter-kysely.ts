import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import {
  RateLimiterRes,
  type RateLimiterStoreAbstract as StoreAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';

// The package's index does not export the store base class its types declare; its own file does.
const RateLimiterStoreAbstract = createRequire(import.meta.url)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js',
) as typeof StoreAbstract;

type Counter = { points: number; expires_at: Date | null };

type Options = {
  db: Kysely<Database>;
  clock: Clock;
  keyPrefix: string;
  points: number;
  duration: number;
};

/**
 * rate-limiter-flexible's store over our Kysely handle, so one store serves PGlite and PostgreSQL
 * alike (its own PostgreSQL store needs a `pg` client, which PGlite has not, and creates its table
 * outside our migrations). Counts live in `rate_limit_counters`, so a limit holds across nodes and
 * restarts; time comes from the injected clock, so tests can move past a window. The upsert is
 * the library's own SQL stores' (one atomic statement: a fresh window once the old one expired).
 */
export class RateLimiterKysely extends RateLimiterStoreAbstract {
  private readonly db: Kysely<Database>;
  private readonly clock: Clock;

  constructor(options: Options) {
    const { db, clock, ...limits } = options;
    super({ ...limits, storeClient: db });
    this.db = db;
    this.clock = clock;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, counter: Counter) {
    const msBeforeNext = counter.expires_at
      ? Math.max(new Date(counter.expires_at).getTime() - this.clock.now().getTime(), 0)
      : -1;
    const remaining = Math.max(this.points - counter.points, 0);
    return new RateLimiterRes(
      remaining,
      msBeforeNext,
      counter.points,
      counter.points === changedPoints,
    );
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false) {
    const now = this.clock.now();
    const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const isExpired = sql<boolean>`rate_limit_counters.expires_at <= ${now}`;
    return this.db
      .insertInto('rate_limit_counters')
      .values({ key, points, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet(
          forceExpire
            ? { points, expires_at: expiresAt }
            : {
                points: sql`CASE WHEN ${isExpired} THEN ${points}
                  ELSE rate_limit_counters.points + ${points} END`,
                expires_at: sql`CASE WHEN ${isExpired} THEN ${expiresAt}::timestamptz
                  ELSE rate_limit_counters.expires_at END`,
              },
        ),
      )
      .returning(['points', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  async _get(key: string) {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select(['points', 'expires_at'])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at', '>', this.clock.now()), eb('expires_at', 'is', null)]))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(key: string) {
    const result = await this.db
      .deleteFrom('rate_limit_counters')
      .where('key', '=', key)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
