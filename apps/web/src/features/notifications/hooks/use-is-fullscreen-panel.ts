import { NOTIFICATION_FULLSCREEN_MAX_WIDTH_PX } from '@careers/shared';
import { useMediaQuery } from '@/lib/media/use-media-query.ts';

const QUERY = `(max-width: ${NOTIFICATION_FULLSCREEN_MAX_WIDTH_PX}px)`;

/** Phones and tablets (1024 px and narrower) get the panel as a fullscreen modal. */
export const useIsFullscreenPanel = (): boolean => useMediaQuery(QUERY, false);
