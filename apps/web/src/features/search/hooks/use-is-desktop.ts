import { BREAKPOINTS } from '@careers/shared';
import { useMediaQuery } from '@/lib/media/use-media-query.ts';

const QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/** Desktop (1024 px and up) shows the list and the details side by side. */
export const useIsDesktop = (): boolean => useMediaQuery(QUERY, true);
