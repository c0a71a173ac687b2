import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { insightsRoutes } from '../insights/insights.routes.ts';
import { matchRoutes } from '../match/match.routes.ts';
import { positionDetailsRoutes } from './position-details.routes.ts';

/** The candidate's side of a position: details, overrides, match details and insights. */
export const registerSearchExperience = (app: FastifyInstance, deps: AppDeps) => {
  positionDetailsRoutes(app, deps);
  matchRoutes(app, deps);
  insightsRoutes(app, deps);
};
