import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Badge counts kept in memory per app (keyed by its database handle) for a few seconds, so the
 * badge, polled by every open tab, mostly costs no query. Writes on this node drop the entry at
 * once; another node's writes show within BADGE_CACHE_MS (the client polls every 5 minutes).
 */
export const BADGE_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;

type Entry = { count: number; expiresAt: number };
const caches = new WeakMap<Kysely<Database>, Map<number, Entry>>();

const cacheOf = (db: Kysely<Database>) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

export const readCachedBadge = (db: Kysely<Database>, candidateId: number, now: number) => {
  const entry = cacheOf(db).get(candidateId);
  return entry && entry.expiresAt > now ? entry.count : undefined;
};

export const storeCachedBadge = (
  db: Kysely<Database>,
  candidateId: number,
  count: number,
  now: number,
) => {
  const cache = cacheOf(db);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(candidateId, { count, expiresAt: now + BADGE_CACHE_MS });
};

export const forgetCachedBadge = (db: Kysely<Database>, candidateId: number) => {
  cacheOf(db).delete(candidateId);
};
