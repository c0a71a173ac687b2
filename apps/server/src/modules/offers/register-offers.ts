import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { devOffersRoutes } from './dev-offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';

/**
 * The offers API: the candidate's side, the employer's side, and outside production a route that
 * extends a fresh offer for trying it out. The hosted e-signature page (esign) and the reminder
 * job (offer-reminders) are modules of their own that use this one's services.
 */
export const registerOffers = (app: FastifyInstance, deps: AppDeps) => {
  offersRoutes(app, deps);
  adminOffersRoutes(app, deps);
  if (deps.config.env !== 'production') devOffersRoutes(app, deps);
};
