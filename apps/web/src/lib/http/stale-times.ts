/**
 * The stale-time options of spec 001 section 9, in milliseconds, for TanStack Query's `staleTime`
 * (which replaces the spec's cached GET helper and memoizing wrapper, ARCHITECTURE.md section 6).
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

export type StaleTime = (typeof STALE_TIME)[keyof typeof STALE_TIME];
