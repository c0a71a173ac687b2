/** Time comes from an injected clock so that expiry logic is testable. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told. */
export const createManualClock = (start: Date | string = '2026-01-15T09:00:00Z') => {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (to: Date | string) => {
      current = new Date(to).getTime();
    },
  };
};
