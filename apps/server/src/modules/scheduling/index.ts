// What other modules (the dashboard's nudges, the demo data) use of interviews and events.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { adminSchedulingRoutes } from './admin-scheduling.routes.ts';
import { schedulingRoutes } from './scheduling.routes.ts';

export { listUpcomingInterviews } from './list-interviews.ts';

/** The interviews and events API: the candidate's side and the employer's side. */
export const registerScheduling = (app: FastifyInstance, deps: AppDeps) => {
  schedulingRoutes(app, deps);
  adminSchedulingRoutes(app, deps);
};
