import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';

/**
 * The offers API: the candidate's side and the employer's side. The hosted e-signature page
 * (esign), the reminder job (offer-reminders) and the route that extends a fresh offer for trying
 * it out (demo) live apart and use this module's services.
 */
export const registerOffers = (app: FastifyInstance, deps: AppDeps) => {
  offersRoutes(app, deps);
  adminOffersRoutes(app, deps);
};
