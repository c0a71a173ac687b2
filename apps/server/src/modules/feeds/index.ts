export { feedsRoutes } from './feeds.routes.ts';
