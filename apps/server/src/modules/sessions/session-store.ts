import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';
import type { Clock } from '../../services/clock.ts';
import { hashToken, newSecretToken } from './session-tokens.ts';

export type SessionPolicy = { absoluteMs: number; idleMs: number };

export type ActiveSession = { id: string; candidate: Candidate };

/** Only every minute is the last-seen time written, so reads stay cheap. */
const TOUCH_EVERY_MS = 60_000;

export const createSessionStore = (db: Kysely<Database>, clock: Clock, policy: SessionPolicy) => ({
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

  /** The live session of this cookie for this tenant; an expired one is deleted. */
  find: async (tenantId: number, token: string): Promise<ActiveSession | null> => {
    const id = hashToken(token);
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
    if (!row || row.session_tenant_id !== tenantId) return null;
    const now = clock.now().getTime();
    const {
      last_seen_at: lastSeen,
      expires_at: expires,
      session_tenant_id: _tenant,
      ...candidate
    } = row;
    if (expires.getTime() <= now || lastSeen.getTime() + policy.idleMs <= now) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    if (now - lastSeen.getTime() >= TOUCH_EVERY_MS) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', id)
        .execute();
    }
    return { id, candidate };
  },

  remove: async (token: string) => {
    await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  },

  removeExpired: async () => {
    const now = clock.now();
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
});

export type SessionStore = ReturnType<typeof createSessionStore>;
