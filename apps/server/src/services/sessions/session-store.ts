import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { createSessionCache, type CachedSession } from './session-cache.ts';
import { hashToken, newSecretToken } from './session-tokens.ts';
import { removeStaleSignInAddresses } from './sign-in-addresses.ts';

export type SessionPolicy = { absoluteMs: number; idleMs: number };

export type ActiveSession = { id: string; candidate: Candidate };

/**
 * Only every minute is the last-seen time written, so reads stay cheap. The idle rule is judged
 * on that time, so a session idle for the whole limit ends exactly; one active within the last
 * minute before the limit may count as idle from the time last written (at most a minute early).
 */
const TOUCH_EVERY_MS = 60_000;

export const createSessionStore = (db: Kysely<Database>, clock: Clock, policy: SessionPolicy) => {
  const cache = createSessionCache();

  const isOver = (entry: CachedSession, now: number) =>
    entry.expiresMs <= now || entry.lastSeenMs + policy.idleMs <= now;

  /** The session row and its candidate, cached; undefined when there is no such session. */
  const load = async (id: string, now: number) => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('candidates', 'candidates.id', 'sessions.candidate_id')
      .selectAll('candidates')
      .select([
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.tenant_id as session_tenant_id',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!row) {
      cache.forget(id);
      return undefined;
    }
    const {
      last_seen_at: lastSeen,
      expires_at: expires,
      session_tenant_id: tenantId,
      ...candidate
    } = row;
    const entry = {
      tenantId,
      candidate,
      lastSeenMs: lastSeen.getTime(),
      expiresMs: expires.getTime(),
    };
    return cache.store(id, entry, now);
  };

  return {
    /** Creates a session; returns the cookie value (the stored id is its hash). */
    create: async (input: {
      tenantId: number;
      candidateId: number;
      ip: string;
      userAgent?: string;
    }) => {
      const token = newSecretToken();
      const now = clock.now();
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          tenant_id: input.tenantId,
          candidate_id: input.candidateId,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + policy.absoluteMs),
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 500) ?? null,
        })
        .execute();
      return token;
    },

    /**
     * The live session of this cookie for this tenant; an expired one is deleted. Read from this
     * node's cache (session-cache.ts) unless `isFresh` asks for the database: state-changing
     * requests always read afresh.
     */
    find: async (
      tenantId: number,
      token: string,
      options: { isFresh?: boolean } = {},
    ): Promise<ActiveSession | null> => {
      const id = hashToken(token);
      const now = clock.now().getTime();
      let entry = options.isFresh ? undefined : cache.read(id, now);
      // a cached view can be behind another node's touch: expiry is only ever judged on a fresh row
      if (!entry || isOver(entry, now)) entry = await load(id, now);
      if (!entry || entry.tenantId !== tenantId) return null;
      if (isOver(entry, now)) {
        cache.forget(id);
        await db.deleteFrom('sessions').where('id', '=', id).execute();
        return null;
      }
      if (now - entry.lastSeenMs >= TOUCH_EVERY_MS) {
        entry.lastSeenMs = now; // before the write, so concurrent requests write once
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(now) })
          .where('id', '=', id)
          .execute();
      }
      return { id, candidate: entry.candidate };
    },

    /** Drops this node's cached sessions of a candidate whose row has just changed. */
    forgetCandidate: (candidateId: number) => cache.forgetCandidate(candidateId),

    remove: async (token: string) => {
      const id = hashToken(token);
      cache.forget(id);
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /**
     * Deletes ended sessions, and the sign-in addresses not signed in from for 90 days (the
     * housekeeping job calls it).
     */
    removeExpired: async () => {
      const now = clock.now();
      await removeStaleSignInAddresses(db, now);
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', now),
            eb('last_seen_at', '<=', new Date(now.getTime() - policy.idleMs)),
          ]),
        )
        .execute();
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
