export { matchRoutes } from './match.routes.ts';
