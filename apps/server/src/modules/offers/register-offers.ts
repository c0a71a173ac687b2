import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { esignRoutes } from '../esign/esign.routes.ts';
import { registerOfferReminders } from '../offer-reminders/register-offer-reminders.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { devOffersRoutes } from './dev-offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';

/**
 * Everything of the offers feature: the candidate's API, the employer's API, the hosted
 * e-signature page, the periodic job that expires lapsed offers and sends the 48-hour reminders,
 * and outside production a route that extends a fresh offer for trying it out.
 */
export const registerOffers = (app: FastifyInstance, deps: AppDeps) => {
  offersRoutes(app, deps);
  adminOffersRoutes(app, deps);
  esignRoutes(app, deps);
  registerOfferReminders(app, deps);
  if (deps.config.env !== 'production') devOffersRoutes(app, deps);
};
