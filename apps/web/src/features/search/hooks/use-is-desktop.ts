import { BREAKPOINTS } from '@careers/shared';
import { useSyncExternalStore } from 'react';

const QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
};

const isDesktop = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Desktop (1024 px and up) shows the list and the details side by side. */
export const useIsDesktop = (): boolean => useSyncExternalStore(subscribe, isDesktop, () => true);
