import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { esignRoutes } from '../esign/esign.routes.ts';
import { registerOfferReminders } from '../offer-reminders/register-offer-reminders.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';

/**
 * Everything of the offers feature: the candidate's API, the employer's API, the hosted
 * e-signature page, and the periodic job that expires lapsed offers and sends the 48-hour reminders.
 */
export const registerOffers = (app: FastifyInstance, deps: AppDeps) => {
  offersRoutes(app, deps);
  adminOffersRoutes(app, deps);
  esignRoutes(app, deps);
  registerOfferReminders(app, deps);
};
