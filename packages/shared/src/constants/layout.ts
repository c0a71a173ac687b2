/** The product's layout constants: breakpoints, widths and layers every page shares. */
export const BREAKPOINTS = {
  tablet: 600,
  desktop: 1024,
  largeDesktop: 1180,
  extraLarge: 1600,
} as const;
export const NAVBAR_HEIGHT_PX = 60;
export const SHELL_MAX_WIDTH_PX = 1440;
export const TOAST_WIDTH_PX = 400;
export const TOAST_CONTAINER_DURATION_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_PAGE_SIZE = 10;
/** The chat assistant: a sidebar this wide on screens wider than the breakpoint, above the page. */
export const CHAT_SIDEBAR_WIDTH_PX = 400;
export const CHAT_SIDEBAR_MIN_SCREEN_PX = 992;
export const CHAT_SIDEBAR_Z_INDEX = 499;
