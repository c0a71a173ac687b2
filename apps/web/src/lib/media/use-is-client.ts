import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in a server render and in the hydration that follows it, true after: for parts that can
 * only live in a browser (the map's Leaflet reads `window` when it loads), so the server's HTML
 * and the first browser render agree.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
