import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/schema.ts';
import { rateLimited } from '../../http/app-error.ts';
import type { Clock } from '../clock.ts';
import { RateLimiterKysely } from './rate-limiter-kysely.ts';

export type RateLimitRule = {
  /** Names the counter and what it counts, as `sign-in-code:email-ip`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** What is counted, read from the validated request; undefined: the rule does not apply. */
  key: (request: FastifyRequest) => string | undefined;
  /**
   * 'shared' (the default) counts in the database, so a limit on writes holds across nodes;
   * 'node' counts in this process, for cheap reads whose limit protects the node's own CPU and
   * should not cost a database write each.
   */
  scope?: 'shared' | 'node';
  /**
   * A request this rule spares though its key applies (an email's ceiling spares the owner's own
   * address): it is neither counted nor refused by this rule.
   */
  isExempt?: (request: FastifyRequest, context: ExemptionContext) => Promise<boolean>;
};

export type ExemptionContext = { db: Kysely<Database>; now: Date };

/**
 * Rate limits by rate-limiter-flexible: each rule is one limiter (points per duration), its
 * counters in the database or in memory. `guard(rules)` is a route's preHandler: every rule
 * that applies counts one hit, and the first one over its limit answers 429 with Retry-After.
 * Rules run in order and stop at the first refusal, so a wider rule placed after a narrower one
 * does not count what the narrower one refused.
 */
export const createRateLimiter = (db: Kysely<Database>, clock: Clock) => {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
      limiter =
        rule.scope === 'node'
          ? new RateLimiterMemory(options)
          : new RateLimiterKysely({ ...options, db, clock });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  const consume = async (rule: RateLimitRule, key: string) => {
    try {
      await limiterOf(rule).consume(key);
    } catch (error) {
      // the library refuses with its result (how long until the next point), and fails with an Error
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext / 1000);
      throw error;
    }
  };
  return {
    guard:
      (rules: readonly RateLimitRule[]) =>
      async (request: FastifyRequest): Promise<void> => {
        for (const rule of rules) {
          const key = rule.key(request);
          if (key === undefined) continue;
          if (await rule.isExempt?.(request, { db, now: clock.now() })) continue;
          await consume(rule, key);
        }
      },
    /** Deletes counters whose window ended more than `olderThanMs` ago (a periodic clean-up). */
    removeExpired: async (olderThanMs = 3_600_000) => {
      await db
        .deleteFrom('rate_limit_counters')
        .where('expires_at', '<', new Date(clock.now().getTime() - olderThanMs))
        .execute();
    },
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
