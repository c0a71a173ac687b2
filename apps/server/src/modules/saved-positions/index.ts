export { isPositionSaved } from './is-position-saved.ts';
export { savedPositionsRoutes } from './saved-positions.routes.ts';
export { savedSearchesRoutes } from './saved-searches.routes.ts';
