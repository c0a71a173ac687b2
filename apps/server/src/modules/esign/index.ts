export { esignRoutes } from './esign.routes.ts';
