// What other parts of the server use of the nudges: the routes.
export { nudgesRoutes } from './nudges.routes.ts';
