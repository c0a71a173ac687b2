export { jobCartRoutes } from './job-cart.routes.ts';
