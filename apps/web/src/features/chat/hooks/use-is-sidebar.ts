import { CHAT_SIDEBAR_MIN_SCREEN_PX } from '@careers/shared';
import { useMediaQuery } from '@/lib/media/use-media-query.ts';

// wider than the breakpoint: 993 px and up
const QUERY = `(min-width: ${CHAT_SIDEBAR_MIN_SCREEN_PX + 1}px)`;

/** Screens wider than 992 px show the assistant as a sidebar; smaller ones as a full-screen sheet. */
export const useIsSidebar = (): boolean => useMediaQuery(QUERY, true);
