/**
 * The stale times a query may choose, in milliseconds, for TanStack Query's `staleTime` (which
 * takes the place of a cached GET helper: a fresh answer is reused, a stale one is refetched).
 */
export const STALE_TIME = {
  tenSeconds: 10_000,
  thirtySeconds: 30_000,
  twoMinutes: 2 * 60_000,
  fiveMinutes: 5 * 60_000,
  tenMinutes: 10 * 60_000,
  oneHour: 60 * 60_000,
  twelveHours: 12 * 60 * 60_000,
  oneDay: 24 * 60 * 60_000,
  infinity: Number.POSITIVE_INFINITY,
} as const;
