import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { insightsRoutes } from '../insights/insights.routes.ts';
import { jobCartRoutes } from '../job-cart/job-cart.routes.ts';
import { matchRoutes } from '../match/match.routes.ts';
import { savedPositionsRoutes } from '../saved-positions/saved-positions.routes.ts';
import { savedSearchesRoutes } from '../saved-positions/saved-searches.routes.ts';
import { seoRoutes } from '../seo/seo.routes.ts';
import { positionDetailsRoutes } from './position-details.routes.ts';

/** The candidate's side of positions: details, overrides, match, insights, saved, alerts, cart, SEO. */
export const registerSearchExperience = (app: FastifyInstance, deps: AppDeps) => {
  positionDetailsRoutes(app, deps);
  matchRoutes(app, deps);
  insightsRoutes(app, deps);
  savedPositionsRoutes(app, deps);
  savedSearchesRoutes(app, deps);
  jobCartRoutes(app, deps);
  seoRoutes(app, deps);
};
