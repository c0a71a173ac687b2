export { themeRoutes } from './theme.routes.ts';
export { findPublishedTheme } from './find-published-theme.ts';
