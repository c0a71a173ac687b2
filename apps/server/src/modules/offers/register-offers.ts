import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { esignRoutes } from '../esign/esign.routes.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';

/** Everything of the offers feature: the candidate's API, the employer's API and the hosted e-signature page. */
export const registerOffers = (app: FastifyInstance, deps: AppDeps) => {
  offersRoutes(app, deps);
  adminOffersRoutes(app, deps);
  esignRoutes(app, deps);
};
