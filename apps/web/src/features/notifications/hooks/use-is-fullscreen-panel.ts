import { NOTIFICATION_FULLSCREEN_MAX_WIDTH_PX } from '@careers/shared';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${NOTIFICATION_FULLSCREEN_MAX_WIDTH_PX}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Phones and tablets (1024 px and narrower) get the panel as a fullscreen modal. */
export const useIsFullscreenPanel = () => useSyncExternalStore(subscribe, isNarrow, () => false);
