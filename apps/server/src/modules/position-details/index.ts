export { positionDetailsRoutes } from './position-details.routes.ts';
