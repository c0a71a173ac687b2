import type { Candidate } from '../../db/schema.ts';

/**
 * How long a session read from the database is trusted on this node without reading it again.
 * Sign-out, sign-in over an old session and the candidate's own state-changing requests drop
 * the entry on this node at once; on another node a sign-out (or a change to the candidate's
 * row made elsewhere) shows within this bound.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;

export type CachedSession = {
  tenantId: number;
  candidate: Candidate;
  lastSeenMs: number;
  expiresMs: number;
  /** Read again from the database from this time on. */
  staleAtMs: number;
};

/** Sessions by stored id (the token's hash), with an index by candidate to drop them all. */
export const createSessionCache = () => {
  const byId = new Map<string, CachedSession>();
  const idsByCandidate = new Map<number, Set<string>>();

  const forget = (id: string) => {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    const ids = idsByCandidate.get(entry.candidate.id);
    ids?.delete(id);
    if (ids?.size === 0) idsByCandidate.delete(entry.candidate.id);
  };

  return {
    /** The entry while it is trusted (at most SESSION_CACHE_MS after it was read). */
    read: (id: string, nowMs: number) => {
      const entry = byId.get(id);
      return entry && entry.staleAtMs > nowMs ? entry : undefined;
    },
    store: (id: string, entry: Omit<CachedSession, 'staleAtMs'>, nowMs: number) => {
      forget(id);
      if (byId.size >= MAX_ENTRIES) {
        byId.clear();
        idsByCandidate.clear();
      }
      // between half and all of the bound, at random: sessions cached together (a busy minute,
      // a restart) are read again spread out, not in one burst that stalls the database
      const trustedMs = SESSION_CACHE_MS * (0.5 + Math.random() / 2);
      const stored = { ...entry, staleAtMs: nowMs + trustedMs };
      byId.set(id, stored);
      const ids = idsByCandidate.get(entry.candidate.id) ?? new Set<string>();
      ids.add(id);
      idsByCandidate.set(entry.candidate.id, ids);
      return stored;
    },
    forget,
    /** Every cached session of this candidate: their row may have just changed. */
    forgetCandidate: (candidateId: number) => {
      for (const id of idsByCandidate.get(candidateId) ?? []) byId.delete(id);
      idsByCandidate.delete(candidateId);
    },
    size: () => byId.size,
  };
};
