import { useCallback, useSyncExternalStore } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left until `deadline` (epoch ms), 0 once passed. Read from the clock rather than
 * counted down, so a throttled background tab still shows the right value when it comes back.
 */
export const useSecondsUntil = (deadline: number): number => {
  const subscribe = useCallback((onTick: () => void) => {
    const id = setInterval(onTick, TICK_MS);
    return () => clearInterval(id);
  }, []);
  const read = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  return useSyncExternalStore(subscribe, read, read);
};
